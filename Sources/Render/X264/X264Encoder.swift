internal import CX264

/// A failure reported by libx264 (it returns only negative numbers, so the words are ours).
struct X264Error: Error, Sendable, CustomStringConvertible {
  let description: String

  /// The one place libx264's return codes become Swift errors.
  @discardableResult
  static func check(_ code: Int32, _ context: @autoclosure () -> String) throws(X264Error) -> Int32 {
    if code < 0 { throw X264Error(description: "\(context()) (libx264 returned \(code))") }
    return code
  }
}

/// One encoded H.264 access unit in MP4 form: NAL units each behind a 4-byte big-endian length.
struct EncodedPicture {
  /// The NAL units, length-prefixed.
  var bytes: [UInt8]
  /// Presentation and decoding times in frames (decoding times start below zero when B-frames delay output).
  var pts: Int64, dts: Int64
  var isKeyframe: Bool
}

/// An H.264 encoder (`x264_t`) for 8-bit 4:2:0 frames, tagged BT.709 limited range, with MP4-style
/// (length-prefixed, no start codes) output and its parameter sets kept out of the stream for `avcC`.
/// The settings are those libavcodec's libx264 wrapper gives for `-preset P -crf Q`: x264's own defaults
/// for the preset, CRF rate control, keyframes at most 250 frames apart.
final class X264Encoder {
  private let handle: OpaquePointer
  let width: Int, height: Int
  private var picture = x264_picture_t()

  /// Opens an encoder for `width` × `height` frames at `fpsNumerator`/`fpsDenominator` frames per second.
  init(width: Int, height: Int, fpsNumerator: Int, fpsDenominator: Int, preset: String, crf: Int) throws(X264Error) {
    var p = x264_param_t()
    try X264Error.check(x264_param_default_preset(&p, preset, nil), "x264 has no preset '\(preset)'")
    p.i_log_level = X264_LOG_ERROR
    p.i_csp = X264_CSP_I420
    p.i_width = Int32(width)
    p.i_height = Int32(height)
    p.i_fps_num = UInt32(fpsNumerator)
    p.i_fps_den = UInt32(fpsDenominator)
    p.i_timebase_num = UInt32(fpsDenominator)
    p.i_timebase_den = UInt32(fpsNumerator)
    p.b_vfr_input = 0
    p.i_keyint_max = 250
    p.rc.i_rc_method = X264_RC_CRF
    p.rc.f_rf_constant = Float(crf)
    p.vui.b_fullrange = 0
    p.vui.i_colorprim = 1      // BT.709 (H.273 code points)
    p.vui.i_transfer = 1
    p.vui.i_colmatrix = 1
    p.b_annexb = 0             // 4-byte lengths, as MP4 stores NAL units
    p.b_repeat_headers = 0     // SPS and PPS go in avcC
    guard let h = cx264_encoder_open(&p) else {
      throw X264Error(description: "cannot open the H.264 encoder for \(width)×\(height) at preset \(preset), crf \(crf)")
    }
    handle = h
    self.width = width
    self.height = height
    x264_picture_init(&picture)
    picture.img.i_csp = X264_CSP_I420
    picture.img.i_plane = 3
  }

  deinit { x264_encoder_close(handle) }

  /// The parameter sets (SPS, PPS) without length prefixes, and x264's SEI (its version and options) with
  /// its prefix, which goes at the front of the first picture as libavcodec does.
  func headers() throws(X264Error) -> (sps: [UInt8], pps: [UInt8], sei: [UInt8]) {
    var nals: UnsafeMutablePointer<x264_nal_t>? = nil
    var count: Int32 = 0
    try X264Error.check(x264_encoder_headers(handle, &nals, &count), "cannot make the H.264 headers")
    var sps: [UInt8] = [], pps: [UInt8] = [], sei: [UInt8] = []
    for i in 0..<Int(count) {
      let nal = nals![i]
      let bytes = UnsafeBufferPointer(start: nal.p_payload, count: Int(nal.i_payload))
      switch Int(nal.i_type) {
      case 7: sps = Array(bytes.dropFirst(4))
      case 8: pps = Array(bytes.dropFirst(4))
      case 6: sei = Array(bytes)
      default: break
      }
    }
    guard !sps.isEmpty, !pps.isEmpty else { throw X264Error(description: "libx264 gave no SPS or PPS") }
    return (sps, pps, sei)
  }

  /// Encodes frame `pts` from three planes (Y' at `width` bytes a row, Cb and Cr at `width / 2`); answers
  /// the picture the encoder finished, if any (it holds frames back for lookahead and B-frames).
  func encode(y: UnsafePointer<UInt8>, cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>,
              pts: Int64) throws(X264Error) -> EncodedPicture? {
    picture.i_pts = pts
    picture.img.i_stride = (Int32(width), Int32(width / 2), Int32(width / 2), 0)
    // x264 copies the planes in; it never writes through these pointers.
    picture.img.plane = (UnsafeMutablePointer(mutating: y), UnsafeMutablePointer(mutating: cb),
                         UnsafeMutablePointer(mutating: cr), nil)
    return try encode(&picture)
  }

  /// The next held-back picture, or `nil` when every frame has come out.
  func flush() throws(X264Error) -> EncodedPicture? {
    while x264_encoder_delayed_frames(handle) > 0 {
      if let picture = try encode(nil) { return picture }
    }
    return nil
  }

  private func encode(_ input: UnsafeMutablePointer<x264_picture_t>?) throws(X264Error) -> EncodedPicture? {
    var nals: UnsafeMutablePointer<x264_nal_t>? = nil
    var count: Int32 = 0
    var output = x264_picture_t()
    let size = try X264Error.check(x264_encoder_encode(handle, &nals, &count, input, &output), "cannot encode a frame")
    guard size > 0, let first = nals?.pointee.p_payload else { return nil }
    // The payloads of one call are contiguous in memory.
    return EncodedPicture(bytes: Array(UnsafeBufferPointer(start: first, count: Int(size))),
                          pts: output.i_pts, dts: output.i_dts, isKeyframe: output.b_keyframe != 0)
  }
}
