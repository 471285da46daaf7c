import DisplayModel

// How `sample` lists a view, for a scene file lowered onto the view runtime (docs/architecture.md, One
// runtime): as the scene engine lists its layers.

nonisolated extension View {
  /// `sample` lists the view's `presence` (a scene file's layer under `if`): 0 absent, 1 present, between
  /// while its transition plays.
  package func presenceSampled() -> some View { annotate { node, _ in node.samplesPresence = true } }

  /// `sample` lists where the view is drawn, its animated frame's centre on the canvas (`place.x`,
  /// `place.y`): a child of a scene file's stack whose layout changes, which moves as its frame animates.
  package func placeSampled() -> some View { annotate { node, _ in node.samplesPlace = true } }

  /// `sample` lists the view as one layer, a group of what it draws, with each child's values after its
  /// own, named `child.name` by the child's identifier (or `#index`): a scene file's group.
  package func sampledAsOneLayer() -> some View { annotate { node, _ in node.samplesAsLayer = true } }

  /// `sample` lists the text's `font.size` as it is drawn, animated (a scene file's `font: { size: … }`
  /// over state).
  package func fontSizeSampled() -> some View { annotate { node, _ in node.samplesFontSize = true } }

  /// `sample` lists the shape's gradient fill as drawn, animated: each stop's colour in linear light,
  /// premultiplied (`gradient.stops[0].r` …), then its points, radii or angles in radians
  /// (`gradient.startPoint.x` …), as the scene engine lists a layer's gradient `fill`.
  package func gradientSampled() -> some View { annotate { node, _ in node.samplesGradient = true } }

  /// `plot` marks a change of the trigger of the phase or keyframe animators here as `trigger name` (a
  /// scene file's state name) rather than by the animator's path.
  package func triggerNamed(_ name: String) -> some View { environmentChange { $0.triggerName = name } }

  /// `plot` marks the end of each keyframe of the keyframe animators here as `keyframe name[i]` on the
  /// `value.name` panel, the tracks named in order (a scene file's fields; "" for the value itself).
  package func keyframeTracksNamed(_ names: [String]) -> some View {
    environmentChange { $0.keyframeTrackNames = names }
  }

  /// `plot` marks a change to phase `i` of the phase animators here as `phase → names[i]` (a scene file's
  /// phases as written) rather than by the phase's description.
  package func phasesNamed(_ names: [String]) -> some View { environmentChange { $0.phaseNames = names } }
}
