import Synchronization

/// What a rasterizer changed on its surface in one frame: the whole surface, or only some rectangles,
/// the rest keeping the pixels of the frame it drew before (docs/architecture.md, Drawing only what
/// changed). A preparer that keeps what it made of that earlier frame may redo only these rectangles.
struct SurfaceUpdate: Sendable, Equatable {
  /// The rasterizer that drew, unique in the process.
  let rasterizer: Int
  /// The frame's number on that rasterizer: 1, 2, 3, … in the order drawn.
  let serial: Int
  /// The rectangles redrawn (device pixels, even corners but at an odd canvas edge); `nil`: the whole
  /// surface. Pixels outside them are those of frame `serial - 1` of the same rasterizer.
  let redrawn: [PixelRegion]?

  /// Whether this update redrew only part of the frame that `previous` describes.
  func follows(_ previous: SurfaceUpdate?) -> Bool {
    guard let previous, redrawn != nil else { return false }
    return previous.rasterizer == rasterizer && previous.serial == serial - 1
  }

  /// A number for a new rasterizer.
  static func newRasterizer() -> Int { counter.add(1, ordering: .relaxed).newValue }

  private static let counter = Atomic<Int>(0)
}
