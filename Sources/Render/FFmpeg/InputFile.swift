internal import CFFmpeg

/// A media file opened for reading (`AVFormatContext` from `avformat_open_input`), with its first video
/// stream. Closed in `deinit`.
final class InputFile {
  private(set) var pointer: UnsafeMutablePointer<AVFormatContext>?
  let stream: UnsafeMutablePointer<AVStream>

  init(path: String) throws(FFmpegError) {
    // A damaged input is reported once, by the caller, in its own words; FFmpeg's log stays quiet.
    av_log_set_level(AV_LOG_QUIET)
    var ctx: UnsafeMutablePointer<AVFormatContext>? = nil
    try FFmpegError.check(avformat_open_input(&ctx, path, nil, nil), "cannot open '\(path)'")
    pointer = ctx
    try FFmpegError.check(avformat_find_stream_info(ctx, nil), "cannot read the streams of '\(path)'")
    guard let ctx, let streams = ctx.pointee.streams,
      let video = (0..<Int(ctx.pointee.nb_streams)).compactMap({ streams[$0] })
        .first(where: { $0.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO })
    else {
      throw FFmpegError(code: cffmpeg_averror(22), context: "'\(path)' has no video stream")
    }
    stream = video
  }

  deinit { avformat_close_input(&pointer) }

  /// A metadata tag of the file (e.g. `comment`).
  func tag(_ key: String) -> String? {
    guard let entry = av_dict_get(pointer?.pointee.metadata, key, nil, 0), let value = entry.pointee.value else {
      return nil
    }
    return String(cString: value)
  }

  /// The next packet of the video stream into `packet`; `false` at the end of the file.
  func readVideoPacket(into packet: Packet) throws(FFmpegError) -> Bool {
    while true {
      av_packet_unref(packet.pointer)
      let code = av_read_frame(pointer, packet.pointer)
      if code == FFmpegError.endOfFile.code { return false }
      try FFmpegError.check(code, "cannot read a packet")
      if packet.pointer.pointee.stream_index == stream.pointee.index { return true }
    }
  }
}

/// Writes packets copied from input files into one new file (no decoding, no encoding): the stream is
/// described by the first input's codec parameters.
final class StreamCopy {
  let muxer: Muxer
  let output: UnsafeMutablePointer<AVStream>
  let inputTimeBase: AVRational
  /// Ticks of the input's time base in one frame.
  let frameTicks: Int64

  init(
    container: String, path: String, like input: InputFile, fpsNumerator: Int, fpsDenominator: Int,
    options: [String: String], metadata: [String: String]
  ) throws(FFmpegError) {
    muxer = try Muxer(container: container, path: path)
    inputTimeBase = input.stream.pointee.time_base
    output = try muxer.start(copying: input.stream, path: path, options: options, metadata: metadata)
    frameTicks = Int64(inputTimeBase.den) * Int64(fpsDenominator) / (Int64(inputTimeBase.num) * Int64(fpsNumerator))
  }

  /// Writes `packet`, read from a part whose first frame is frame `offset` of the whole.
  func write(_ packet: Packet, frameOffset offset: Int) throws(FFmpegError) {
    let p = packet.pointer
    let shift = Int64(offset) * frameTicks
    if p.pointee.pts != cffmpeg_nopts { p.pointee.pts += shift }
    if p.pointee.dts != cffmpeg_nopts { p.pointee.dts += shift }
    p.pointee.duration = frameTicks
    p.pointee.pos = -1
    p.pointee.stream_index = output.pointee.index
    av_packet_rescale_ts(p, inputTimeBase, output.pointee.time_base)
    try FFmpegError.check(av_interleaved_write_frame(muxer.pointer, p), "cannot write a packet")
  }

  func finish() throws(FFmpegError) { try muxer.finish() }
}
