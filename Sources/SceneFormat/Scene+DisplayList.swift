import Foundation

extension Scene {
  /// What the frame at time `t` draws.
  public func displayList(at t: Double, measurer: some TextMeasuring) throws(SceneError) -> DisplayList {
    DisplayList(
      size: size, scale: scale, background: background,
      items: try fromSource { try source.items(at: t, canvas: size, measurer: measurer) })
  }

  /// Every animated scalar of each drawn layer at `t`, by name (for `sample`).
  public func values(
    at t: Double, measurer: some TextMeasuring
  ) throws(SceneError) -> [(layer: DisplayItem, values: [(String, Double)])] {
    try fromSource { try source.values(at: t, canvas: size, measurer: measurer) }
  }
}
