import Foundation

/// Writes frames as `frame-00000.png`, … (8-bit RGBA, straight alpha) into a folder that appears
/// complete or not at all. Workers encode the PNG files; the writer only stores them.
public final class PNGSequenceWriter: FrameWriter {
  let output: AtomicOutput
  private var index = 0

  /// Creates the folder `path` (replacing it on success); files are numbered from `firstFrame`, so the
  /// chunks of a render (`--frames A..<B`) carry their frames' own numbers.
  public init(path: String, firstFrame: Int = 0) throws {
    index = firstFrame
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(at: output.temporary, withIntermediateDirectories: false)
  }

  /// Workers encode the PNG files; the writer only stores them.
  public typealias Preparer = PNGPreparer

  public var preparation: PNGPreparer.Configuration { PNGPreparer.Configuration() }

  /// Stores the next frame's PNG file.
  public func write(_ png: Data) throws {
    let name = String(format: "frame-%05d.png", index)
    try png.write(to: output.temporary.appendingPathComponent(name))
    index += 1
  }

  public func finish() throws {
    try output.commit()
  }
}

/// A worker's PNG encoder: premultiplied BGRA in, a PNG file out.
public struct PNGPreparer: FramePreparer {
  /// The encoder has no settings: every frame's size comes with its pixels.
  public struct Configuration: Sendable {
    /// The one configuration.
    public init() {}
  }
  private var encoder: PNGFileEncoder?

  /// A preparer; its encoder is made for the first frame's size (and again if the size changes).
  public init(_ configuration: Configuration) {}

  public mutating func prepare(_ pixels: FramePixels) throws -> Data {
    if encoder?.width != pixels.width || encoder?.height != pixels.height {
      encoder = try PNGFileEncoder(width: pixels.width, height: pixels.height)
    }
    return try encoder!.encode(pixels.base, bytesPerRow: pixels.bytesPerRow)
  }
}

extension RenderedFrame {
  /// Writes the frame as an 8-bit RGBA PNG with straight alpha.
  /// The same encoder as PNG sequences, so `frame --time` and a sequence give the same bytes.
  public func writePNG(to path: String) throws {
    try pngData().write(to: URL(fileURLWithPath: path))
  }

  /// The frame as an 8-bit RGBA PNG file with straight alpha.
  public func pngData() throws -> Data {
    var preparer = PNGPreparer(PNGPreparer.Configuration())
    return try withPixels { try preparer.prepare($0) }
  }

  /// Reads a PNG into premultiplied BGRA.
  public init(pngAt path: String) throws {
    self = try ImageSurface(pngAt: path).frame()
  }
}
