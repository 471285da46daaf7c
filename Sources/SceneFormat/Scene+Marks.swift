import Foundation

extension Scene {
  /// The ids of the layers drawn at the start, in `sample`'s order (nil where a layer has none).
  public var layerIDs: [String?] {
    ((try? source.values(at: 0, canvas: size, measurer: EstimatedTextMeasurer())) ?? []).map(\.layer.id)
  }

  /// Every instant of note in the clip, in time order: events and completions, trigger changes,
  /// keyframe boundaries, phase changes, logical completions and removals of animations (what
  /// `render-anim plot` marks; a removal at `.infinity` for an animation that never ends). Instants past
  /// the clip's end are kept: a linter wants them.
  public func marks() -> [TimelineMark] { source.marks() }
}
