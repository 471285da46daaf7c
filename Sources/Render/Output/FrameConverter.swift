import Foundation

/// A frame converted to an encoder's pixel format, as planes of bytes: made on a worker thread so the
/// colour conversion runs in parallel, then handed to the one writer.
public struct ConvertedFrame: Sendable {
  /// The planes as arrays (formats converted through swscale); empty when ``buffer`` holds them.
  var planes: [[UInt8]]
  /// The bytes from one row to the next in each plane.
  var lineSizes: [Int]
  /// The planes in one buffer the encoder can hold without a copy (4:2:0 from our converter).
  var buffer: PlaneBuffer? = nil
  /// The number of rows of each plane of ``buffer``.
  var rows: [Int] = []

  /// The planes (Y', Cb, Cr for 4:2:0; the format's planes otherwise), `lineSizes` bytes a row.
  public var planeBytes: [[UInt8]] {
    guard let buffer else { return planes }
    return rows.indices.map { Array(UnsafeBufferPointer(start: buffer.plane($0), count: lineSizes[$0] * rows[$0])) }
  }
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
  /// The planes of the last opaque frame and the surface update it came from: a frame that redrew only
  /// some rectangles of that one converts only those.
  private var last: (planes: PlaneBuffer, update: SurfaceUpdate?)?
  /// Plane buffers this converter made; one that nothing else holds any more (the writer and libavcodec
  /// have let go) is written again instead of allocating another.
  private var pool: [PlaneBuffer] = []

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

  /// A buffer of `sizes` that only the pool holds, or a new one (kept in the pool while it has fewer than
  /// eight).
  private func freeBuffer(sizes: [Int]) -> PlaneBuffer {
    for i in pool.indices where isKnownUniquelyReferenced(&pool[i]) { return pool[i] }
    let buffer = PlaneBuffer(sizes: sizes)
    if pool.count < 8 { pool.append(buffer) }
    return buffer
  }

  /// Opaque formats: 4:2:0 with ``BT709``, planes tightly packed (Y' `width` bytes a row, Cb and Cr half).
  /// When the pixels redrew only some rectangles of the frame converted last, only those are converted
  /// again: the blocks outside them are the same pixels, so the same values.
  private func convertOpaque(_ pixels: FramePixels) -> ConvertedFrame {
    let sizes = [width * height, (width / 2) * (height / 2), (width / 2) * (height / 2)]
    var regions = [PixelRegion(x0: 0, y0: 0, x1: width, y1: height)]
    let planes: PlaneBuffer
    if let update = pixels.update, let last, update.follows(last.update), let redrawn = update.redrawn {
      planes = freeBuffer(sizes: sizes)
      planes.base.copyMemory(from: last.planes.base, byteCount: min(planes.count, last.planes.count))
      regions = redrawn
    } else {
      planes = freeBuffer(sizes: sizes)
    }
    let (y, cb, cr) = (planes.plane(0), planes.plane(1), planes.plane(2))
    for r in regions {
      BT709.convertToI420(
        pixels.row(r.y0) + 4 * r.x0, bytesPerRow: pixels.bytesPerRow, width: r.width, height: r.height,
        y: y + r.y0 * width + r.x0, yStride: width,
        cb: cb + (r.y0 / 2) * (width / 2) + r.x0 / 2, cbStride: width / 2,
        cr: cr + (r.y0 / 2) * (width / 2) + r.x0 / 2, crStride: width / 2)
    }
    last = (planes, pixels.update)
    return ConvertedFrame(
      planes: [], lineSizes: [width, width / 2, width / 2], buffer: planes, rows: [height, height / 2, height / 2])
  }
}
