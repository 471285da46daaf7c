import Foundation

/// Writes frames as `frame-00000.png`, … (8-bit RGBA, straight alpha) into a folder that appears
/// complete or not at all.
public final class PNGSequenceWriter: FrameWriter {
  let output: AtomicOutput
  private var index = 0
  private var encoder: PNGFileEncoder?

  /// Creates the folder `path` (replacing it on success); files are numbered from `firstFrame`, so the
  /// chunks of a render (`--frames A..<B`) carry their frames' own numbers.
  public init(path: String, firstFrame: Int = 0) throws {
    index = firstFrame
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(at: output.temporary, withIntermediateDirectories: false)
  }

  public func write(_ frame: RenderedFrame) throws {
    if encoder?.width != frame.width || encoder?.height != frame.height {
      encoder = try PNGFileEncoder(width: frame.width, height: frame.height)
    }
    let png = try frame.pixels.withUnsafeBytes { try encoder!.encode($0.baseAddress!, bytesPerRow: frame.bytesPerRow) }
    try write(encoded: png)
  }

  /// Appends a frame already encoded as PNG (workers encode in parallel; see ``SceneRenderJob``).
  public func write(encoded png: Data) throws {
    let name = String(format: "frame-%05d.png", index)
    try png.write(to: output.temporary.appendingPathComponent(name))
    index += 1
  }

  public func finish() throws {
    try output.commit()
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
    let encoder = try PNGFileEncoder(width: width, height: height)
    return try pixels.withUnsafeBytes { try encoder.encode($0.baseAddress!, bytesPerRow: bytesPerRow) }
  }

  /// Reads a PNG into premultiplied BGRA.
  public init(pngAt path: String) throws {
    self = try ImageSurface(pngAt: path).frame()
  }
}
