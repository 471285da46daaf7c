import Foundation

/// A frame converted to an encoder's pixel format, as planes of bytes: made on a worker thread so the
/// colour conversion runs in parallel, then handed to the one writer.
public struct ConvertedFrame: Sendable {
  var planes: [[UInt8]]
  /// The bytes from one row to the next in each plane.
  var lineSizes: [Int]
}

/// Converts rendered frames (premultiplied BGRA) to a video format's pixels: BT.709 limited-range Y'CbCr
/// for MP4, WebM and MOV (straight alpha where kept), RGBA for APNG. One per worker.
public final class FrameConverter: FramePreparer {
  /// The video a converter feeds.
  public struct Configuration: Sendable {
    /// The video format the frames go to.
    public var format: OutputFormat
    /// The size of every frame, in pixels.
    public var width: Int, height: Int
  }

  let format: OutputFormat
  let width: Int, height: Int
  /// swscale and its frame, for the formats that keep alpha (APNG, WebM, MOV); MP4 needs neither.
  private let scaler: Scaler?
  private let frame: Frame?
  private var straight: [UInt8] = []

  /// A converter for frames of `width` × `height` going to `format`.
  public convenience init(format: OutputFormat, width: Int, height: Int) throws {
    try self.init(Configuration(format: format, width: width, height: height))
  }

  /// A converter for `configuration`'s frames; loads FFmpeg and opens swscale only for the formats that keep
  /// alpha. Throws ``RenderError/encoder(_:)`` when FFmpeg cannot be loaded or set up.
  public init(_ configuration: Configuration) throws {
    format = configuration.format
    width = configuration.width
    height = configuration.height
    guard format.hasAlpha else {
      scaler = nil
      frame = nil
      return
    }
    try FFmpegLibraries.load()
    do {
      let pixel = format.ffmpegPixelFormat
      scaler = try Scaler(width: width, height: height, to: pixel, bt709Limited: format != .apng)
      frame = try Frame(width: width, height: height, format: pixel)
    } catch {
      throw RenderError.encoder(error.description)
    }
  }

  /// Converts one frame.
  public func prepare(_ pixels: FramePixels) throws -> ConvertedFrame {
    guard pixels.width == width, pixels.height == height else {
      throw RenderError.encoder("frame is \(pixels.width)×\(pixels.height), the video \(width)×\(height)")
    }
    guard let scaler, let frame else { return convertOpaque(pixels) }
    if straight.count != width * height * 4 { straight = [UInt8](repeating: 0, count: width * height * 4) }
    straight.withUnsafeMutableBytes { Unpremultiply.frame(pixels, into: $0.baseAddress!, order: .bgra) }
    straight.withUnsafeBufferPointer {
      scaler.convert($0.baseAddress!, bytesPerRow: width * 4, height: height, into: frame)
    }
    return ConvertedFrame(planes: frame.planeBytes(), lineSizes: frame.lineSizes)
  }

  /// Opaque formats: 4:2:0 with ``BT709``, planes tightly packed (Y' `width` bytes a row, Cb and Cr half).
  private func convertOpaque(_ pixels: FramePixels) -> ConvertedFrame {
    let chroma = (width / 2) * (height / 2)
    var y = [UInt8](repeating: 0, count: width * height)
    var cb = [UInt8](repeating: 0, count: chroma)
    var cr = [UInt8](repeating: 0, count: chroma)
    y.withUnsafeMutableBufferPointer { y in
      cb.withUnsafeMutableBufferPointer { cb in
        cr.withUnsafeMutableBufferPointer { cr in
          BT709.convertToI420(
            pixels.base, bytesPerRow: pixels.bytesPerRow, width: width, height: height,
            y: y.baseAddress!, yStride: width, cb: cb.baseAddress!, cbStride: width / 2,
            cr: cr.baseAddress!, crStride: width / 2)
        }
      }
    }
    return ConvertedFrame(planes: [y, cb, cr], lineSizes: [width, width / 2, width / 2])
  }
}
