internal import CTurboJPEG
import Foundation

/// A TurboJPEG decompressor (`tjhandle`): decodes baseline and progressive JPEG files to pixels.
final class JPEGDecompressor {
  private let handle: tjhandle

  /// A new decompressor.
  init() throws(JPEGError) {
    guard let h = tjInitDecompress() else { throw JPEGError(message: "cannot create a JPEG decompressor") }
    handle = h
  }

  deinit { tjDestroy(handle) }

  /// The image in `data` as opaque BGRA rows of `width × 4` bytes (Cairo's ARGB32 on a little-endian
  /// machine: premultiplied is the same as straight for opaque pixels), `maximumSide` pixels a side at most.
  func decode(
    _ data: [UInt8], what: String, maximumSide: Int, maximumPixels: Int
  ) throws(JPEGError) -> (width: Int, height: Int, bgra: [UInt8]) {
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    try JPEGError.check(
      data.withUnsafeBufferPointer {
        tjDecompressHeader3(handle, $0.baseAddress, UInt(data.count), &width, &height, &subsampling, &colorspace)
      }, handle, "cannot read JPEG '\(what)'")
    guard width > 0, height > 0, Int(width) <= maximumSide, Int(height) <= maximumSide,
      Int(width) * Int(height) <= maximumPixels
    else {
      throw JPEGError(
        message:
          "cannot read JPEG '\(what)': \(width)×\(height) pixels (each side 1…\(maximumSide), \(maximumPixels) in all)")
    }
    let w = Int(width)
    let h = Int(height)
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    let status = data.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        tjDecompress2(
          handle, source.baseAddress, UInt(data.count), target.baseAddress, width, Int32(w * 4), height,
          Int32(TJPF_BGRA.rawValue), Int32(TJFLAG_ACCURATEDCT))
      }
    }
    try JPEGError.check(status, handle, "cannot decode JPEG '\(what)'")
    return (w, h, pixels)
  }
}
