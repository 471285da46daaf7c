import Keyframes

/// How a symbol effect repeats and how fast it plays (SwiftUI's `SymbolEffectOptions`).
nonisolated public struct SymbolEffectOptions: Sendable, Equatable {
  /// Runs: nil for the effect's default (once for a value change, forever while active).
  var runs: Int? = nil
  /// Playback speed: durations are divided by it.
  var playbackSpeed = 1.0

  /// The effect's defaults.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeat while active.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
  /// Play once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(runs: 1) }
  /// Play `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
  /// Repeat as `behavior` says.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
  }
  /// Play at `speed` times the normal rate.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

  /// These options, played `count` times (at least once).
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var o = self
    o.runs = count.map { max($0, 1) }
    return o
  }
  /// These options, repeating as `behavior` says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var o = self
    o.runs = behavior.count
    return o
  }
  /// These options at `speed` (more than 0).
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var o = self
    o.playbackSpeed = speed > 0 ? speed : 1
    return o
  }
  /// These options, repeating.
  public var repeating: SymbolEffectOptions {
    var o = self
    o.runs = nil
    return o
  }
  /// These options, once.
  public var nonRepeating: SymbolEffectOptions {
    var o = self
    o.runs = 1
    return o
  }

  /// How an effect repeats (iOS 18).
  public struct RepeatBehavior: Sendable, Equatable {
    var count: Int?
    /// Runs back to back, forever.
    public static var continuous: RepeatBehavior { RepeatBehavior(count: nil) }
    /// `count` runs (nil: forever) with a pause between (the effect's own pause here).
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: count)
    }
  }
}

extension SymbolMotion {
  /// `runs` runs of this motion at `speed`; with `pausing`, each followed by the effect's pause at rest.
  @KeyframesBuilder<SymbolPose>
  func keyframes(runs: Int, speed: Double, pausing: Bool) -> some Keyframes<SymbolPose> {
    KeyframeTrack(\SymbolPose.scale) { track(scale, rest: 1, runs: runs, speed: speed, pausing: pausing) }
    KeyframeTrack(\SymbolPose.opacity) { track(opacity, rest: 1, runs: runs, speed: speed, pausing: pausing) }
    KeyframeTrack(\SymbolPose.angle) { track(angle, rest: 0, runs: runs, speed: speed, pausing: pausing) }
    KeyframeTrack(\SymbolPose.shift) { track(shift, rest: 0, runs: runs, speed: speed, pausing: pausing) }
    KeyframeTrack(\SymbolPose.variable) { progress(runs: runs, speed: speed) }
  }

  /// The runs of a variable colour effect a loop of its repeating form plays: two when it reverses.
  var loopRuns: Int { coloring?.reversing == true ? 2 : 1 }

  /// A variable colour run's progress: 0 to 1 at a steady pace, every other run back from 1 when it reverses.
  /// A run starts a hair above 0 (and a reversed one ends there), so that where a loop starts again the
  /// parts are dark, not at rest (0 and 1 draw the whole symbol: no run is playing).
  @KeyframeTrackContentBuilder<Double>
  private func progress(runs: Int, speed: Double) -> some KeyframeTrackContent<Double> {
    if let step = variable.first {
      for i in 0..<runs {
        let back = coloring?.reversing == true && i % 2 == 1
        MoveKeyframe(back ? step.to - Self.runEdge : Self.runEdge)
        LinearKeyframe(back ? Self.runEdge : step.to, duration: step.duration / speed)
      }
    }
  }

  /// How far inside 0…1 a variable colour run's progress starts and a reversed one ends.
  static var runEdge: Double { 1e-9 }

  /// One property's keyframes: each run starts at rest (an angle of a full turn is rest again).
  @KeyframeTrackContentBuilder<Double>
  private func track(
    _ steps: [Step], rest: Double, runs: Int, speed: Double, pausing: Bool
  ) -> some KeyframeTrackContent<Double> {
    if !steps.isEmpty {
      for _ in 0..<runs {
        MoveKeyframe(rest)
        for step in steps { CubicKeyframe(step.to, duration: step.duration / speed) }
        if pausing && pause > 0 { CubicKeyframe(rest, duration: pause / speed) }
      }
    }
  }

  /// The symbol in `pose`, `side` points high, shifted along `direction`.
  static func posed(_ content: some View, _ pose: SymbolPose, side: Double, direction: SIMD2<Double>) -> some View {
    content.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.angle))
      .offset(x: pose.shift * side * direction.x, y: pose.shift * side * direction.y)
  }

  /// An effect moves the SF Symbols inside the view, not its text or shapes, as on iOS: the pose flows
  /// down the environment and each `Image(systemName:)` poses itself about its own centre.
  static func posingSymbols(
    _ content: some View, _ pose: SymbolPose, perFrame: Bool = true, coloring: VariableColorStyle? = nil,
    direction: SIMD2<Double> = SIMD2<Double>(1, 0)
  ) -> some View {
    content.environment(
      \.symbolPose, SymbolPosing(pose: pose, perFrame: perFrame, coloring: coloring, direction: direction))
  }
}

/// `.symbolEffect(_:options:value:)`: a run each time `value` changes.
nonisolated public struct _DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
  let motion: SymbolMotion
  let options: SymbolEffectOptions
  let value: Value
  @Environment(\.symbolEffectsRemoved) private var removed
  @ViewBuilder public func body(content: Content) -> some View {
    let motion = self.motion
    let runs = options.runs ?? 1
    let speed = options.playbackSpeed
    if removed {
      content
    } else {
      content.keyframeAnimator(initialValue: SymbolPose.rest, trigger: value) { view, pose in
        SymbolMotion.posingSymbols(view, pose, coloring: motion.coloring, direction: motion.direction)
      } keyframes: { _ in
        motion.keyframes(runs: runs, speed: speed, pausing: false)
      }
    }
  }
}

/// `.symbolEffect(_:options:isActive:)`: runs back to back (with the effect's pause) while active, or a
/// held pose (`scale`, `appear`, `disappear`) that animates in and out.
nonisolated public struct _IndefiniteSymbolEffectModifier: ViewModifier {
  let motion: SymbolMotion
  let options: SymbolEffectOptions
  let isActive: Bool
  @Environment(\.symbolEffectsRemoved) private var removed
  @ViewBuilder public func body(content: Content) -> some View {
    let motion = self.motion
    let speed = options.playbackSpeed
    if removed {
      content
    } else if let held = motion.held {
      SymbolMotion.posingSymbols(content, isActive ? held : .rest, perFrame: false)
        .animation(.smooth(duration: 0.35 / speed), value: isActive)
    } else if let runs = options.runs {
      // A finite count plays when the effect becomes active, or on appearing active.
      let active = isActive
      content.keyframeAnimator(initialValue: SymbolPose.rest, trigger: active) { view, pose in
        SymbolMotion.posingSymbols(view, pose, coloring: motion.coloring, direction: motion.direction)
      } keyframes: { _ in
        motion.keyframes(runs: active ? runs : 0, speed: speed, pausing: true)
      }
      .playingOnAppear(active)
    } else if isActive {
      content.keyframeAnimator(initialValue: SymbolPose.rest, repeating: true) { view, pose in
        SymbolMotion.posingSymbols(view, pose, coloring: motion.coloring, direction: motion.direction)
      } keyframes: { _ in
        motion.keyframes(runs: motion.loopRuns, speed: speed, pausing: true)
      }
    } else {
      content
    }
  }
}

nonisolated extension View {
  /// Plays `effect` on the SF Symbols inside each time `value` changes (SwiftUI's discrete symbol effects).
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default,
    value: U
  ) -> some View {
    modifier(_DiscreteSymbolEffectModifier(motion: effect._motion, options: options, value: value))
  }
  /// Plays `effect` on the SF Symbols inside while `isActive` (SwiftUI's indefinite symbol effects): a
  /// repeating effect needs `--duration`, as it never comes to rest.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default,
    isActive: Bool = true
  ) -> some View {
    modifier(_IndefiniteSymbolEffectModifier(motion: effect._motion, options: options, isActive: isActive))
  }
  /// Removes the symbol effects of the views inside: their symbols stay at rest.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\.symbolEffectsRemoved, isEnabled)
  }
}

/// Whether `.symbolEffectsRemoved()` is in force.
private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }
private struct SymbolPoseKey: EnvironmentKey { static let defaultValue: SymbolPosing? = nil }

/// The pose symbols inside take: set on every frame by a keyframe motion (`perFrame`), or a held pose
/// that animates with its transaction.
nonisolated struct SymbolPosing: Equatable {
  var pose: SymbolPose
  var perFrame: Bool
  /// A variable colour effect's style: the pose's `variable` lights the symbol's parts.
  var coloring: VariableColorStyle? = nil
  /// The direction of the pose's shift.
  var direction = SIMD2<Double>(1, 0)
}

extension EnvironmentValues {
  /// The pose of the symbol effect around: the symbols inside take it.
  var symbolPose: SymbolPosing? {
    get { self[SymbolPoseKey.self] }
    set { self[SymbolPoseKey.self] = newValue }
  }
  /// `.symbolEffectsRemoved()`: symbol effects inside play nothing.
  var symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }
}
