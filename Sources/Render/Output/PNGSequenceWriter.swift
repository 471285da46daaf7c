import Foundation

/// Writes frames as `frame-00000.png`, … (8-bit RGBA, straight alpha) into a folder that appears
/// complete or not at all.
public final class PNGSequenceWriter: FrameWriter {
  let output: AtomicOutput
  private var index = 0
  private var surface: ImageSurface?

  /// Creates the folder `path` (replacing it on success); files are numbered from `firstFrame`, so the
  /// chunks of a render (`--frames A..<B`) carry their frames' own numbers.
  public init(path: String, firstFrame: Int = 0) throws {
    index = firstFrame
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(at: output.temporary, withIntermediateDirectories: false)
  }

  public func write(_ frame: RenderedFrame) throws {
    if surface?.width != frame.width || surface?.height != frame.height {
      surface = try ImageSurface(width: frame.width, height: frame.height)
    }
    surface!.load(frame)
    let name = String(format: "frame-%05d.png", index)
    try surface!.writePNG(to: output.temporary.appendingPathComponent(name).path)
    index += 1
  }

  public func finish() throws {
    try output.commit()
  }
}

extension RenderedFrame {
  /// Writes the frame as an 8-bit RGBA PNG with straight alpha.
  public func writePNG(to path: String) throws {
    let surface = try ImageSurface(width: width, height: height)
    surface.load(self)
    try surface.writePNG(to: path)
  }

  /// Reads a PNG into premultiplied BGRA.
  public init(pngAt path: String) throws {
    self = try ImageSurface(pngAt: path).frame()
  }
}
