internal import CFFmpeg

/// An output file (`AVFormatContext` + `AVIOContext`) with one video stream.
/// Teardown: `av_write_trailer` (in ``finish()``), then `avio_closep`, then `avformat_free_context`.
final class Muxer {
  let pointer: UnsafeMutablePointer<AVFormatContext>
  private(set) var stream: UnsafeMutablePointer<AVStream>?
  private var headerWritten = false
  private var ioOpen = false

  /// A muxer for `container` (e.g. "mp4", "webm", "mov", "apng") writing to `path`.
  init(container: String, path: String) throws(FFmpegError) {
    var ctx: UnsafeMutablePointer<AVFormatContext>? = nil
    try FFmpegError.check(
      avformat_alloc_output_context2(&ctx, nil, container, path), "cannot create a \(container) file")
    guard let ctx else { throw FFmpegError(code: cffmpeg_averror(22), context: "no \(container) muxer") }
    pointer = ctx
  }

  deinit {
    if ioOpen { avio_closep(&pointer.pointee.pb) }
    avformat_free_context(pointer)
  }

  var needsGlobalHeader: Bool { (pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 }

  /// Adds the video stream described by `codec` and opens the file; `metadata` becomes the file's tags.
  func start(
    codec: CodecContext, path: String, options: [String: String], metadata: [String: String] = [:]
  ) throws(FFmpegError) {
    guard let s = avformat_new_stream(pointer, nil) else {
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot add a stream")
    }
    stream = s
    s.pointee.time_base = codec.pointer.pointee.time_base
    s.pointee.avg_frame_rate = codec.pointer.pointee.framerate
    try FFmpegError.check(
      avcodec_parameters_from_context(s.pointee.codecpar, codec.pointer), "cannot describe the stream")
    try open(path: path, options: options, metadata: metadata)
  }

  /// Adds a stream with the codec parameters, time base and frame rate of `input` (for copying its
  /// packets) and opens the file.
  func start(
    copying input: UnsafeMutablePointer<AVStream>, path: String, options: [String: String],
    metadata: [String: String]
  ) throws(FFmpegError) -> UnsafeMutablePointer<AVStream> {
    guard let s = avformat_new_stream(pointer, nil) else {
      throw FFmpegError(code: cffmpeg_averror(12), context: "cannot add a stream")
    }
    stream = s
    try FFmpegError.check(
      avcodec_parameters_copy(s.pointee.codecpar, input.pointee.codecpar), "cannot describe the stream")
    s.pointee.codecpar.pointee.codec_tag = 0
    s.pointee.time_base = input.pointee.time_base
    s.pointee.avg_frame_rate = input.pointee.avg_frame_rate
    try open(path: path, options: options, metadata: metadata)
    return s
  }

  private func open(path: String, options: [String: String], metadata: [String: String]) throws(FFmpegError) {
    for (k, v) in metadata { av_dict_set(&pointer.pointee.metadata, k, v, 0) }
    try FFmpegError.check(avio_open(&pointer.pointee.pb, path, AVIO_FLAG_WRITE), "cannot open '\(path)' for writing")
    ioOpen = true
    var dict: OpaquePointer? = nil
    for (k, v) in options { av_dict_set(&dict, k, v, 0) }
    defer { av_dict_free(&dict) }
    try FFmpegError.check(avformat_write_header(pointer, &dict), "cannot write the file header")
    headerWritten = true
  }

  func write(_ packet: Packet, from codec: CodecContext) throws(FFmpegError) {
    guard let stream else { return }
    av_packet_rescale_ts(packet.pointer, codec.pointer.pointee.time_base, stream.pointee.time_base)
    packet.pointer.pointee.stream_index = stream.pointee.index
    try FFmpegError.check(av_interleaved_write_frame(pointer, packet.pointer), "cannot write a packet")
  }

  func finish() throws(FFmpegError) {
    guard headerWritten else { return }
    try FFmpegError.check(av_write_trailer(pointer), "cannot finish the file")
    headerWritten = false
    if ioOpen {
      avio_closep(&pointer.pointee.pb)
      ioOpen = false
    }
  }
}

/// A pixel-format converter (`SwsContext`) from premultiplied-or-straight BGRA to the encoder's format.
final class Scaler {
  let pointer: OpaquePointer

  init(width: Int, height: Int, to format: AVPixelFormat, bt709Limited: Bool) throws(FFmpegError) {
    guard
      let s = sws_getContext(
        Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(width), Int32(height), format,
        SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
    else {
      throw FFmpegError(
        code: cffmpeg_averror(22), context: "cannot convert BGRA to \(String(cString: av_get_pix_fmt_name(format)))")
    }
    pointer = s
    if bt709Limited {
      let table = sws_getCoefficients(SWS_CS_ITU709)
      sws_setColorspaceDetails(s, table, 1, table, 0, 0, 1 << 16, 1 << 16)
    }
  }

  deinit { sws_freeContext(pointer) }

  func convert(_ bytes: UnsafePointer<UInt8>, bytesPerRow: Int, height: Int, into frame: Frame) {
    var src: [UnsafePointer<UInt8>?] = [bytes, nil, nil, nil]
    var stride: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
    withUnsafeMutablePointer(to: &frame.pointer.pointee.data) { dataTuple in
      dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { dst in
        withUnsafeMutablePointer(to: &frame.pointer.pointee.linesize) { lineTuple in
          lineTuple.withMemoryRebound(to: Int32.self, capacity: 8) { lines in
            _ = sws_scale(pointer, &src, &stride, 0, Int32(height), dst, lines)
          }
        }
      }
    }
  }
}
