internal import CFFmpeg

/// An encoder (`AVCodecContext`), opened for video of one size, rate and pixel format.
final class CodecContext {
  let pointer: UnsafeMutablePointer<AVCodecContext>

  /// Allocates the encoder `name`; configure with `configure`, then ``open(options:)``.
  init(encoder name: String) throws(FFmpegError) {
    guard let codec = avcodec_find_encoder_by_name(name) else {
      throw FFmpegError(code: cffmpeg_averror(22), context: "FFmpeg has no encoder '\(name)'")
    }
    guard let ctx = avcodec_alloc_context3(codec) else {
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot allocate the \(name) encoder")
    }
    pointer = ctx
  }

  deinit {
    var p: UnsafeMutablePointer<AVCodecContext>? = pointer
    avcodec_free_context(&p)
  }

  /// Sets a private option of the encoder (`preset`, `crf`, `profile`, …).
  func set(_ key: String, _ value: String) throws(FFmpegError) {
    try FFmpegError.check(av_opt_set(pointer.pointee.priv_data, key, value, 0), "cannot set \(key)=\(value)")
  }

  /// Size, pixel format and frame rate (the time base is one frame).
  func configure(
    width: Int, height: Int, pixelFormat: AVPixelFormat, fpsNumerator: Int, fpsDenominator: Int
  ) throws(FFmpegError) {
    guard let w = Int32(exactly: width), let h = Int32(exactly: height), let n = Int32(exactly: fpsNumerator),
      let d = Int32(exactly: fpsDenominator)
    else {
      throw FFmpegError(
        code: cffmpeg_averror(22),
        context: "\(width)×\(height) at \(fpsNumerator)/\(fpsDenominator) fps is out of range")
    }
    let c = pointer
    c.pointee.width = w
    c.pointee.height = h
    c.pointee.pix_fmt = pixelFormat
    c.pointee.time_base = AVRational(num: d, den: n)
    c.pointee.framerate = AVRational(num: n, den: d)
    c.pointee.gop_size = 250
  }

  /// Tags the stream BT.709 (primaries, transfer, matrix) limited range; 4:2:0 chroma at the centre.
  func tagBT709Limited(chromaCentred: Bool) {
    let c = pointer
    c.pointee.color_range = AVCOL_RANGE_MPEG
    c.pointee.colorspace = AVCOL_SPC_BT709
    c.pointee.color_primaries = AVCOL_PRI_BT709
    c.pointee.color_trc = AVCOL_TRC_BT709
    if chromaCentred { c.pointee.chroma_sample_location = AVCHROMA_LOC_CENTER }
  }

  /// Rate control by quality alone (no target bit rate).
  func useConstantQuality() { pointer.pointee.bit_rate = 0 }

  /// Codec headers in the container (MP4, MOV) rather than in the stream.
  func requestGlobalHeader() { pointer.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }

  func open() throws(FFmpegError) {
    try FFmpegError.check(avcodec_open2(pointer, pointer.pointee.codec, nil), "cannot open the encoder")
  }

  func send(_ frame: Frame?) throws(FFmpegError) {
    try FFmpegError.check(avcodec_send_frame(pointer, frame?.pointer), "cannot encode a frame")
  }

  /// The next packet, or `nil` when the encoder needs more input (or is drained).
  func receive(into packet: Packet) throws(FFmpegError) -> Bool {
    let code = avcodec_receive_packet(pointer, packet.pointer)
    if code == FFmpegError.tryAgain.code || code == FFmpegError.endOfFile.code { return false }
    try FFmpegError.check(code, "cannot receive a packet")
    return true
  }
}

/// A video frame (`AVFrame`) with its own buffers, or a ``PlaneBuffer``'s.
final class Frame {
  let pointer: UnsafeMutablePointer<AVFrame>

  /// A frame of this size and format with no planes yet.
  private init(bare width: Int, height: Int, format: AVPixelFormat) throws(FFmpegError) {
    guard let f = av_frame_alloc() else {
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot allocate a frame")
    }
    pointer = f
    f.pointee.width = Int32(width)
    f.pointee.height = Int32(height)
    f.pointee.format = format.rawValue
  }

  /// A frame with buffers of its own.
  convenience init(width: Int, height: Int, format: AVPixelFormat) throws(FFmpegError) {
    try self.init(bare: width, height: height, format: format)
    try FFmpegError.check(av_frame_get_buffer(pointer, 0), "cannot allocate frame buffers")
  }

  /// A frame whose planes are `buffer`'s, `lineSizes` bytes a row, without a copy: the frame holds a
  /// reference to the buffer (an `AVBufferRef` whose free releases it), and so does libavcodec for as
  /// long as it keeps the frame.
  convenience init(
    width: Int, height: Int, format: AVPixelFormat, buffer: PlaneBuffer, lineSizes: [Int]
  ) throws(FFmpegError) {
    try self.init(bare: width, height: height, format: format)
    let f = pointer
    let owner = Unmanaged.passRetained(buffer).toOpaque()
    let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?) -> Void = { owner, _ in
      if let owner { Unmanaged<PlaneBuffer>.fromOpaque(owner).release() }
    }
    guard
      let reference = av_buffer_create(
        buffer.base.assumingMemoryBound(to: UInt8.self), buffer.count, release, owner, 0)
    else {
      Unmanaged<PlaneBuffer>.fromOpaque(owner).release()
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot wrap the planes")
    }
    f.pointee.buf.0 = reference
    let planes = lineSizes.indices.map { buffer.plane($0) }
    f.pointee.data.0 = planes.count > 0 ? planes[0] : nil
    f.pointee.data.1 = planes.count > 1 ? planes[1] : nil
    f.pointee.data.2 = planes.count > 2 ? planes[2] : nil
    f.pointee.linesize.0 = Int32(lineSizes.count > 0 ? lineSizes[0] : 0)
    f.pointee.linesize.1 = Int32(lineSizes.count > 1 ? lineSizes[1] : 0)
    f.pointee.linesize.2 = Int32(lineSizes.count > 2 ? lineSizes[2] : 0)
  }

  deinit {
    var p: UnsafeMutablePointer<AVFrame>? = pointer
    av_frame_free(&p)
  }

  /// The presentation time, in the encoder's time base.
  func setTimestamp(_ pts: Int64) { pointer.pointee.pts = pts }

  /// Makes the buffers writable (the encoder may still hold the previous ones).
  func makeWritable() throws(FFmpegError) {
    try FFmpegError.check(av_frame_make_writable(pointer), "cannot write to a frame")
  }
}

/// An encoded packet (`AVPacket`).
final class Packet {
  let pointer: UnsafeMutablePointer<AVPacket>

  init() throws(FFmpegError) {
    guard let p = av_packet_alloc() else {
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot allocate a packet")
    }
    pointer = p
  }

  deinit {
    var p: UnsafeMutablePointer<AVPacket>? = pointer
    av_packet_free(&p)
  }
}
