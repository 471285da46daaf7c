import Foundation
import Keyframes

extension Scene {
  /// Timing and drawing mistakes in a valid scene (the lints of `render-anim check`), in file order.
  ///
  /// ```swift
  /// for warning in try scene.lint(measurer: EstimatedTextMeasurer()) { print(warning) }
  /// ```
  /// - Parameters:
  ///   - measurer: sizes emoji and text frames (for the off-canvas rule).
  ///   - glyphs: tells which characters the fonts lack; `nil` skips that rule.
  public func lint(
    measurer: some TextMeasuring, glyphs: (any GlyphCoverage)? = nil
  ) throws(SceneError) -> [SceneWarning] {
    guard source == nil else { return [] }  // the rules read a scene file's keys
    var warnings = stillMovingWarnings() + trackWarnings() + offGridWarnings() + triggerWarnings()
    warnings += try phaseWarnings()
    warnings += try offCanvasWarnings(measurer: measurer)
    if let glyphs { warnings += glyphWarnings(glyphs) }
    return warnings.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
    }.map(\.element)
  }

  // MARK: Time

  /// `0.517 s`.
  static func seconds(_ t: Double) -> String { String(format: "%.3f s", t) }

  /// Where `t` lies on the frame grid: the frame at or just before it, and whether it is on a frame.
  func gridPosition(_ t: Double) -> (before: Int, onGrid: Bool) {
    let x = t * Double(document.fpsNumerator) / Double(document.fpsDenominator)
    guard abs(x) < 1e15 else { return (x < 0 ? Int.min : Int.max, false) }
    let nearest = x.rounded()
    if abs(x - nearest) < 1e-6 { return (Int(nearest), true) }
    return (Int(x.rounded(.down)), false)
  }

  func layerName(_ index: Int?) -> String {
    guard let index else { return "the scene" }
    return program.layers[index].spec.id.map { "layer '\($0)'" } ?? "layers[\(index)]"
  }

  // MARK: Rules

  /// Animations still moving when the clip ends (only an explicit `duration` can cut one short).
  func stillMovingWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    let owners = channelOwners()
    let end = duration + 1e-9
    for (index, animator) in schedule.animators.sorted(by: { $0.key < $1.key }) where animator.removalTime > end {
      let channel = program.channels[index]
      let rest =
        animator.removalTime.isFinite
        ? "it comes to rest at \(Self.seconds(animator.removalTime))" : "it never comes to rest"
      warnings.append(
        channel.specs[0].location.warning(
          .stillMoving,
          "'\(channel.name)' of \(layerName(owners[index])) is still moving when the clip ends at "
            + "\(Self.seconds(duration)); \(rest)"
        ))
    }
    for (a, engine) in schedule.engines.enumerated()
    where program.phaseSpecs[a].trigger != nil && engine.removalTime > end {
      warnings.append(
        program.phaseSpecs[a].location.warning(
          .stillMoving,
          "this phase animator is still moving when the clip ends at \(Self.seconds(duration)); its run ends at "
            + "\(Self.seconds(engine.removalTime))"
        ))
    }
    for (k, playback) in schedule.playbacks.enumerated() {
      guard program.keyframeSpecs[k].trigger != nil, let run = playback.runs.last, run.timeline.duration <= duration,
        run.start + run.timeline.duration > end
      else { continue }
      warnings.append(
        program.keyframeSpecs[k].location.warning(
          .stillMoving,
          """
          this keyframe animator is still running when the clip ends at \(Self.seconds(duration)); its run from \
          \(Self.seconds(run.start)) ends at \(Self.seconds(run.start + run.timeline.duration))
          """
        ))
    }
    return warnings
  }

  /// The first timeline of keyframe animator `k` (the one a trigger would start, if none ran).
  func firstTimeline(_ k: Int) -> (start: Double, timeline: KeyframeTimeline<KeyframeFields>) {
    if let run = schedule.playbacks[k].runs.first { return (run.start, run.timeline) }
    let spec = program.keyframeSpecs[k]
    return (0, spec.timeline(from: spec.initialFields, velocity: .zero))
  }

  /// Keyframe tracks longer than the clip.
  func trackWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    for (k, spec) in program.keyframeSpecs.enumerated() {
      let boundaries = firstTimeline(k).timeline.trackBoundaries
      let tracks = spec.tracks.filter { !$0.keyframes.isEmpty }
      guard boundaries.count == tracks.count else { continue }
      for (track, ends) in zip(tracks, boundaries) {
        guard let length = ends.last, length > duration + 1e-9 else { continue }
        let name = track.path.isEmpty ? "value" : track.path
        warnings.append(
          track.location.warning(
            .trackLongerThanClip,
            "track '\(name)' lasts \(Self.seconds(length)), longer than the clip (\(Self.seconds(duration))); "
              + "the rest is never drawn"
          ))
      }
    }
    return warnings
  }

  /// Event times between frames, and keyframe boundaries between frames where the motion turns a corner
  /// (a change of velocity that the frames on either side cut off). Smooth joins between cubic and
  /// spring keyframes are not reported: no frame could show them better.
  func offGridWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    let fpsText = document.fpsText
    for e in schedule.eventLog where !e.completion && e.time <= duration {
      let (before, onGrid) = gridPosition(e.time)
      guard !onGrid else { continue }
      warnings.append(
        e.location.warning(
          .offGrid,
          """
          the event at \(Self.seconds(e.time)) falls between frames \(before) and \(before + 1) at \(fpsText) fps; \
          its change first shows at frame \(before + 1) (\(Self.seconds(frameTime(before + 1))))
          """,
          path: e.location.path + ".at"))
    }
    let frame = Double(document.fpsDenominator) / Double(document.fpsNumerator)
    for (k, spec) in program.keyframeSpecs.enumerated() {
      let (start, timeline) = firstTimeline(k)
      let tracks = spec.tracks.filter { !$0.keyframes.isEmpty }
      let boundaries = timeline.trackBoundaries
      guard boundaries.count == tracks.count else { continue }
      for (track, ends) in zip(tracks, boundaries) {
        let target = spec.target(of: track.path)
        func component(_ t: Double) -> [Double] {
          let v = timeline.value(time: t).values[target.field]
          return target.component.map { [v[$0]] } ?? v.components
        }
        let samples = stride(from: 0.0, through: timeline.duration, by: max(timeline.duration / 200, 1e-4)).map(
          component)
        var span = 0.0
        for j in 0..<(samples.first?.count ?? 0) {
          let column = samples.map { $0[j] }
          span = max(span, (column.max() ?? 0) - (column.min() ?? 0))
        }
        guard span > 1e-12 else { continue }
        for (i, local) in ends.enumerated() {
          let t = start + local
          guard t <= duration, !gridPosition(t).onGrid else { continue }
          let delta = 1e-5
          let a = component(local - delta)
          let b = component(local)
          let c = component(local + delta)
          var jump = 0.0
          for j in b.indices {
            let left: Double = (b[j] - a[j]) / delta
            let right: Double = (c[j] - b[j]) / delta
            jump = max(jump, abs(left - right))
          }
          guard jump * frame >= 0.002 * span else { continue }
          let before = gridPosition(t).before
          let name = track.path.isEmpty ? "value" : track.path
          warnings.append(
            track.location.warning(
              .offGrid,
              """
              keyframe \(i) of track '\(name)' ends at \(Self.seconds(t)), between frames \(before) and \
              \(before + 1) at \(fpsText) fps: the turn of the motion there is never drawn; frame \(before + 1) \
              (\(Self.seconds(frameTime(before + 1)))) is the first after it
              """,
              path: "\(track.location.path)[\(i)]"))
        }
      }
    }
    return warnings
  }

  /// Animators whose trigger never changes within the clip.
  func triggerWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    func check(_ trigger: String?, _ location: SourceLocation, _ what: String) {
      guard let trigger, !(schedule.triggers[trigger] ?? []).contains(where: { $0 <= duration }) else { return }
      warnings.append(
        location.warning(
          .triggerNeverChanges,
          "the trigger '\(trigger)' never changes during the clip, so this \(what) never runs",
          path: location.path + ".trigger"))
    }
    for spec in program.keyframeSpecs { check(spec.trigger, spec.location, "keyframe animator") }
    for spec in program.phaseSpecs { check(spec.trigger, spec.location, "phase animator") }
    return warnings
  }

  /// Phase animators whose content draws the same in every phase.
  func phaseWarnings() throws(SceneError) -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    let initial = schedule.states[0].state
    for (a, spec) in program.phaseSpecs.enumerated() where spec.phases.count > 1 {
      var differ = false
      for c in program.phaseChannels[a] where !differ {
        let first = try program.channels[c].vector(
          ExpressionEnvironment(state: initial, extra: ["phase": spec.phaseValue(0)]))
        for p in spec.phases.indices.dropFirst() where !differ {
          differ =
            try program.channels[c].vector(ExpressionEnvironment(state: initial, extra: ["phase": spec.phaseValue(p)]))
            != first
        }
      }
      guard !differ else { continue }
      warnings.append(
        spec.location.warning(
          .phasesIdentical,
          "the \(spec.phases.count) phases of this phase animator never differ in what is drawn: no modifier in its "
            + "content changes with 'phase'"
        ))
    }
    return warnings
  }
}
