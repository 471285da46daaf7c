/// How a render splits into chunks that a job scheduler runs one per array index (Slurm job arrays,
/// Kubernetes Indexed Jobs, CI matrices): chunk i of n covers frames ⌊i·F/n⌋ ..< ⌊(i+1)·F/n⌋, so the
/// chunks differ by at most one frame, meet exactly and cover every frame once.
///
/// ```swift
/// ChunkPlan(frameCount: 100, chunks: 3).chunks   // 0..<33, 33..<66, 66..<100
/// ```
public struct ChunkPlan: Sendable, Equatable, Encodable {
  /// One chunk: its index and its frames.
  public struct Chunk: Sendable, Equatable, Encodable {
    /// The chunk's 0-based index (the array index that renders it).
    public var index: Int
    /// The chunk's first frame.
    public var start: Int
    /// The frame after the chunk's last.
    public var end: Int
    /// The chunk's frames, `start ..< end`.
    public var frames: Range<Int> { start..<end }
  }

  /// Frames of the whole render.
  public var frameCount: Int
  /// The chunks in order of index.
  public var chunks: [Chunk]

  /// `chunks` chunks of `frameCount` frames (1 ≤ chunks ≤ frameCount).
  public init(frameCount: Int, chunks: Int) throws(RenderError) {
    guard frameCount >= 1 else { throw RenderError.output("a render of \(frameCount) frames cannot be split") }
    guard chunks >= 1, chunks <= frameCount else {
      throw RenderError.output("cannot split \(frameCount) frames into \(chunks) chunks (1 to \(frameCount))")
    }
    self.frameCount = frameCount
    self.chunks = (0..<chunks).map { i in
      Chunk(index: i, start: i * frameCount / chunks, end: (i + 1) * frameCount / chunks)
    }
  }

  /// The frames of chunk `index` of `count`.
  public static func frames(chunk index: Int, of count: Int, frameCount: Int) throws(RenderError) -> Range<Int> {
    let plan = try ChunkPlan(frameCount: frameCount, chunks: count)
    guard index >= 0, index < count else {
      throw RenderError.output("chunk \(index) of \(count) does not exist (0 to \(count - 1))")
    }
    return plan.chunks[index].frames
  }
}
