/// Premultiplied BGRA pixels a worker has just drawn, borrowed for the length of one call.
public struct FramePixels {
  /// The first byte of the top row.
  public let base: UnsafeRawPointer
  /// Bytes from one row to the next (≥ 4 × width).
  public let bytesPerRow: Int
  /// The width of the frame, in pixels.
  public let width: Int
  /// The height of the frame, in pixels.
  public let height: Int
  /// What the rasterizer changed since the frame it drew before on the same pixels; `nil`: unknown, all.
  var update: SurfaceUpdate?

  /// Pixels starting at `base`, `bytesPerRow` apart from one row to the next; the memory must stay valid
  /// while the value is used.
  public init(base: UnsafeRawPointer, bytesPerRow: Int, width: Int, height: Int) {
    self.base = base
    self.bytesPerRow = bytesPerRow
    self.width = width
    self.height = height
  }

  /// The start of row `y`.
  public func row(_ y: Int) -> UnsafeRawPointer { base + y * bytesPerRow }
}

extension RenderedFrame {
  /// Lends the frame's pixels to `body`.
  public func withPixels<R>(_ body: (FramePixels) throws -> R) rethrows -> R {
    try pixels.withUnsafeBytes { raw in
      try body(FramePixels(base: raw.baseAddress!, bytesPerRow: bytesPerRow, width: width, height: height))
    }
  }
}

/// Turns the frames one worker draws into what a writer consumes: PNG files, converted picture planes,
/// straight RGBA. Each worker makes its own from the writer's ``FrameWriter/preparation``, so the work
/// runs in parallel with the writer.
public protocol FramePreparer: SendableMetatype {
  /// What a worker needs to make a preparer: sizes and formats, as a value that crosses threads.
  associatedtype Configuration: Sendable
  /// What the writer consumes.
  associatedtype Prepared: Sendable

  /// Makes a preparer from the writer's configuration (on the worker that will use it).
  init(_ configuration: Configuration) throws
  /// Prepares one frame.
  mutating func prepare(_ pixels: FramePixels) throws -> Prepared
}

/// Consumes prepared frames in order and produces one output (a video file, a PNG folder): the role
/// every output format plays for ``SceneRenderJob`` and ``FramePipeline``.
public protocol FrameWriter: AnyObject {
  /// What turns a worker's drawn frames into what this writer consumes.
  associatedtype Preparer: FramePreparer

  /// How each worker makes its ``Preparer``.
  var preparation: Preparer.Configuration { get }
  /// How many times the frames are drawn and handed over (a GIF chooses its palette from every frame
  /// first: two). Frames are pure functions of time, so a second pass draws them again.
  var passes: Int { get }
  /// Called before each pass's first frame (0-based).
  func startPass(_ pass: Int) throws
  /// Appends the next frame of the current pass.
  func write(_ frame: Preparer.Prepared) throws
  /// Completes the output and moves it into place.
  func finish() throws
}

extension FrameWriter {
  public var passes: Int { 1 }
  public func startPass(_ pass: Int) throws {}

  /// Prepares and writes a frame on the calling thread (for callers without a pipeline).
  public func write(_ frame: RenderedFrame) throws {
    var preparer = try Preparer(preparation)
    try write(frame.withPixels { try preparer.prepare($0) })
  }
}
