import Foundation

/// SwiftUI's `KeyframeAnimator` as a pure function of time (docs/semantics.md §4 "KeyframeAnimator playback",
/// §0b.8, decision 1).
///
/// - `.repeating(true)`: one timeline built from the initial value, played in a loop:
///   value = timeline(fmod(t, duration)).
/// - `.repeating(false)`: paused at the start: value = timeline(0).
/// - `.looping(spans)`: a Swift view's `repeating:` that changes: in a loop from the start of each span
///   (value = timeline(fmod(t − start, duration))), at the start outside them.
/// - `.triggered(times)`: each trigger change starts a run. A trigger while idle builds the timeline from
///   the animator's initial value, the keyframes closure seeing the current value (the previous run's
///   end); a trigger during a run — or exactly at its end — rebuilds it from the value at that instant,
///   carrying the velocity of every track, so motion stays continuous.
/// ```swift
/// let bounce = KeyframeAnimatorPlayback(initialValue: 1.0, mode: .triggered([0.5])) { _ in
///   KeyframeTimeline(initialValue: 1.0) { SpringKeyframe(1.5, duration: 0.3, spring: .bouncy) }
/// }
/// bounce.value(at: 0.6)
/// ```
public struct KeyframeAnimatorPlayback<Value> {
  /// When the animator plays.
  public enum Mode: Sendable, Equatable {
    /// No trigger: loop forever (`true`) or stay at the start (`false`).
    case repeating(Bool)
    /// Run at each of these instants (ascending).
    case triggered([Double])
    /// Loop from the start of each span (ascending, apart) until its end; stay at the start outside them.
    case looping([Range<Double>])
  }

  /// One run of the timeline.
  public struct Run {
    /// When the run started.
    public let start: Double
    /// What it plays.
    public let timeline: KeyframeTimeline<Value>
  }

  let initialValue: Value
  /// The initial value as a view's updates changed it, ascending in time (an `initialValue:` that reads
  /// state); empty when it never changes.
  let initialValues: [(time: Double, value: Value)]
  let mode: Mode
  /// The runs in time order (one for a repeating animator).
  public let runs: [Run]

  /// Builds every run up front.
  /// - Parameters:
  ///   - initialValue: the animator's value before its first run.
  ///   - initialValues: the initial value from each instant on where a view's update changed it (the
  ///     value before a first run, and what a run started while idle sets out from, are the one of their
  ///     instant); empty: `initialValue` throughout.
  ///   - mode: when the animator runs: once per trigger change, or repeating.
  ///   - keyframes: makes the timeline of a run from the animator's current value; SwiftUI's
  ///     `keyframes:` closure. Build the timeline with the given initial value and velocity.
  public init(
    initialValue: Value, initialValues: [(time: Double, value: Value)] = [], mode: Mode,
    keyframes: (_ current: Value, _ initialValue: Value, _ velocity: KeyframeVelocity<Value>) -> KeyframeTimeline<Value>
  ) {
    self.initialValue = initialValue
    self.initialValues = initialValues
    self.mode = mode
    func initial(at t: Double) -> Value { Self.initial(at: t, in: initialValues, else: initialValue) }
    switch mode {
    case .repeating:
      runs = [Run(start: 0, timeline: keyframes(initialValue, initialValue, .zero))]
    case .looping(let spans):
      runs = [Run(start: spans.first?.lowerBound ?? 0, timeline: keyframes(initialValue, initialValue, .zero))]
    case .triggered(let times):
      var runs: [Run] = []
      for t in times.sorted() {
        if let last = runs.last, t - last.start <= last.timeline.duration {
          let at = min(t - last.start, last.timeline.duration)
          let value = last.timeline.value(time: at)
          runs.append(Run(start: t, timeline: keyframes(value, value, last.timeline.velocity(time: at))))
        } else {
          let current = runs.last.map { $0.timeline.value(progress: 1) } ?? initial(at: t)
          runs.append(Run(start: t, timeline: keyframes(current, initial(at: t), .zero)))
        }
      }
      self.runs = runs
    }
  }

  /// Builds runs whose timelines come from one builder of tracks, as SwiftUI's
  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)` does.
  public init(
    initialValue: Value, initialValues: [(time: Double, value: Value)] = [], mode: Mode,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, initialValues: initialValues, mode: mode) { current, start, velocity in
      KeyframeTimeline(initialValue: start, initialVelocity: velocity) { keyframes(current) }
    }
  }

  /// The initial value in effect at `t`: the last of `values` set at or before it, else `fallback`.
  private static func initial(at t: Double, in values: [(time: Double, value: Value)], else fallback: Value) -> Value {
    values.last { $0.time <= t }?.value ?? fallback
  }

  /// The value at scene time `t`.
  public func value(at t: Double) -> Value {
    switch mode {
    case .repeating(let playing):
      let timeline = runs[0].timeline
      guard playing, timeline.duration > 0 else { return timeline.value(time: 0) }
      let local = fmod(max(t, 0), timeline.duration)
      return timeline.value(time: local)
    case .triggered:
      guard let run = runs.last(where: { $0.start <= t }) else {
        return Self.initial(at: t, in: initialValues, else: initialValue)
      }
      return run.timeline.value(time: min(t - run.start, run.timeline.duration))
    case .looping(let spans):
      let timeline = runs[0].timeline
      guard timeline.duration > 0, let span = spans.last(where: { $0.lowerBound <= t }), t < span.upperBound else {
        return timeline.value(time: 0)
      }
      return timeline.value(time: fmod(t - span.lowerBound, timeline.duration))
    }
  }

  /// When the last run ends (triggered), or one cycle (repeating; looping: of its last span, or the span's
  /// end if sooner); −∞ if nothing ever runs.
  public var endTime: Double {
    switch mode {
    case .repeating(let playing): return playing ? runs[0].timeline.duration : 0
    case .looping(let spans):
      guard let last = spans.last else { return -.infinity }
      return min(last.lowerBound + runs[0].timeline.duration, last.upperBound)
    case .triggered: return runs.last.map { $0.start + $0.timeline.duration } ?? -.infinity
    }
  }
}

extension KeyframeAnimatorPlayback: @unchecked Sendable where Value: Sendable {}
extension KeyframeAnimatorPlayback.Run: @unchecked Sendable where Value: Sendable {}
