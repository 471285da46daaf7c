import Foundation
internal import CFFmpeg

/// A frame converted to an encoder's pixel format, as planes of bytes: made on a worker thread so the
/// colour conversion runs in parallel, then handed to the one writer.
public struct ConvertedFrame: Sendable {
  var planes: [[UInt8]]
}

/// Converts rendered frames (premultiplied BGRA) to a video format's pixels: BT.709 limited-range Y'CbCr
/// for MP4, WebM and MOV (straight alpha where kept), RGBA for APNG. One per worker.
public final class FrameConverter {
  let format: OutputFormat
  let width: Int, height: Int
  /// swscale and its frame, for the formats that keep alpha (APNG, WebM, MOV); MP4 needs neither.
  private let scaler: Scaler?
  private let frame: Frame?
  private var straight: [UInt8] = []

  /// A converter for frames of `width` × `height` going to `format`.
  public init(format: OutputFormat, width: Int, height: Int) throws {
    self.format = format
    self.width = width
    self.height = height
    guard format.hasAlpha else {
      scaler = nil
      frame = nil
      return
    }
    try FFmpegLibraries.load()
    do {
      let pixel = Self.pixelFormat(format)
      scaler = try Scaler(width: width, height: height, to: pixel, bt709Limited: format != .apng)
      frame = try Frame(width: width, height: height, format: pixel)
    } catch {
      throw RenderError.encoder(error.description)
    }
  }

  /// The encoder pixel format of each video format.
  static func pixelFormat(_ format: OutputFormat) -> AVPixelFormat {
    switch format {
    case .webm: return AV_PIX_FMT_YUVA420P
    case .mov: return AV_PIX_FMT_YUVA444P10LE
    case .apng: return AV_PIX_FMT_RGBA
    default: return AV_PIX_FMT_YUV420P
    }
  }

  /// Converts one frame.
  public func convert(_ rendered: RenderedFrame) throws -> ConvertedFrame {
    guard rendered.width == width, rendered.height == height else {
      throw RenderError.encoder("frame is \(rendered.width)×\(rendered.height), the video \(width)×\(height)")
    }
    if let scaler, let frame {
      unpremultiply(rendered)
      straight.withUnsafeBufferPointer { scaler.convert($0.baseAddress!, bytesPerRow: width * 4, height: height, into: frame) }
      return ConvertedFrame(planes: frame.planeBytes())
    }
    return rendered.pixels.withUnsafeBufferPointer { convertOpaque($0.baseAddress!, bytesPerRow: rendered.bytesPerRow) }
  }

  /// Opaque formats: 4:2:0 with ``BT709``, planes tightly packed (Y' `width` bytes a row, Cb and Cr half).
  private func convertOpaque(_ bytes: UnsafePointer<UInt8>, bytesPerRow: Int) -> ConvertedFrame {
    let chroma = (width / 2) * (height / 2)
    var y = [UInt8](repeating: 0, count: width * height), cb = [UInt8](repeating: 0, count: chroma)
    var cr = [UInt8](repeating: 0, count: chroma)
    y.withUnsafeMutableBufferPointer { y in
      cb.withUnsafeMutableBufferPointer { cb in
        cr.withUnsafeMutableBufferPointer { cr in
          BT709.convertToI420(UnsafeRawPointer(bytes), bytesPerRow: bytesPerRow, width: width, height: height,
                              y: y.baseAddress!, yStride: width, cb: cb.baseAddress!, cbStride: width / 2,
                              cr: cr.baseAddress!, crStride: width / 2)
        }
      }
    }
    return ConvertedFrame(planes: [y, cb, cr])
  }

  /// Converts an opaque-format frame straight from a rasterizer's surface (no copy of the BGRA pixels).
  func convert(surface: ImageSurface) throws -> ConvertedFrame {
    guard surface.width == width, surface.height == height else {
      throw RenderError.encoder("frame is \(surface.width)×\(surface.height), the video \(width)×\(height)")
    }
    if scaler != nil { return try convert(surface.frame()) }
    return surface.withPixels { data, stride in convertOpaque(data, bytesPerRow: stride) }
  }

  /// Straight-alpha BGRA from premultiplied, for the formats that keep alpha.
  private func unpremultiply(_ f: RenderedFrame) {
    if straight.count != width * height * 4 { straight = [UInt8](repeating: 0, count: width * height * 4) }
    f.pixels.withUnsafeBufferPointer { src in
      straight.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          for x in 0..<width {
            let s = y * f.bytesPerRow + x * 4, d = (y * width + x) * 4
            let a = Int(src[s + 3])
            dst[d + 3] = UInt8(a)
            if a == 0 { dst[d] = 0; dst[d + 1] = 0; dst[d + 2] = 0; continue }
            for c in 0..<3 { dst[d + c] = UInt8(min(255, (Int(src[s + c]) * 255 + a / 2) / a)) }
          }
        }
      }
    }
  }
}

extension Frame {
  /// The bytes from one row to the next in each plane.
  var lineSizes: [Int] {
    [Int(pointer.pointee.linesize.0), Int(pointer.pointee.linesize.1), Int(pointer.pointee.linesize.2),
     Int(pointer.pointee.linesize.3)]
  }

  /// The byte sizes of the frame's planes (at its own line sizes).
  var planeSizes: [Int] {
    var sizes: [Int] = [0, 0, 0, 0]
    var lines: [Int] = [Int(pointer.pointee.linesize.0), Int(pointer.pointee.linesize.1),
                        Int(pointer.pointee.linesize.2), Int(pointer.pointee.linesize.3)]
    _ = av_image_fill_plane_sizes(&sizes, AVPixelFormat(rawValue: pointer.pointee.format), pointer.pointee.height, &lines)
    return sizes
  }

  /// Copies of the planes' bytes.
  func planeBytes() -> [[UInt8]] {
    let data = [pointer.pointee.data.0, pointer.pointee.data.1, pointer.pointee.data.2, pointer.pointee.data.3]
    return zip(data, planeSizes).compactMap { p, n in p.map { [UInt8](UnsafeBufferPointer(start: $0, count: n)) } }
  }

  /// Fills the planes from `planes` (same format, size and line sizes).
  func load(_ planes: [[UInt8]]) {
    let data = [pointer.pointee.data.0, pointer.pointee.data.1, pointer.pointee.data.2, pointer.pointee.data.3]
    for (p, bytes) in zip(data, planes) {
      guard let p else { continue }
      bytes.withUnsafeBufferPointer { p.update(from: $0.baseAddress!, count: bytes.count) }
    }
  }
}
