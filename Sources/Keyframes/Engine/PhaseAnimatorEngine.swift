import Foundation

/// Why a phase animator cannot be run.
public enum PhaseAnimatorError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No phases were given.
  case noPhases
  /// A cycling animator whose transitions all take no time would loop forever in one instant.
  case zeroTimeCycle
  /// More transitions than the engine will schedule before its horizon (a cycle far shorter than a frame).
  case tooManyTransitions(Int)

  public var description: String {
    switch self {
    case .noPhases: return "a phase animator needs at least one phase"
    case .zeroTimeCycle:
      return "every transition of this cycling phase animator takes no time, so it would loop forever"
    case .tooManyTransitions(let n):
      return "the phase animator needs more than \(n) transitions; its phases are too short"
    }
  }
}

/// SwiftUI's `PhaseAnimator` sequencing as a pure function of time (docs/semantics.md §5, decision 6, §0b.11).
///
/// Each phase gives every channel (one modifier's animatable data) a value. The animator starts showing
/// phase 0. Cycling (no trigger), it moves to phase 1 at time 0 and loops forever; triggered, each
/// trigger runs phase 1 … n−1 and back to phase 0, then stops; a trigger during a run advances to the
/// next phase at once. Each transition is one transaction animated by the animation for its
/// *destination* phase; the next starts when every channel it changed is logically complete, or in the
/// same instant when it changed nothing or had no animation.
/// ```swift
/// let engine = try PhaseAnimatorEngine(
///   channels: [[AnimatableVector([1]), AnimatableVector([1.5])]], mode: .cycling, until: 3
/// ) { _ in .smooth }
/// engine.value(channel: 0, at: 0.25)
/// ```
public struct PhaseAnimatorEngine: Sendable {
  /// When the animator runs.
  public enum Mode: Sendable, Equatable {
    /// Without a trigger: cycle through the phases forever, starting at time 0.
    case cycling
    /// One full cycle per trigger change, at these instants (ascending).
    case triggered([Double])
  }

  /// A change of phase: at `time` the animator starts moving to `phase`.
  public struct Transition: Sendable, Equatable {
    /// When the transition starts.
    public let time: Double
    /// The destination phase index.
    public let phase: Int

    package init(time: Double, phase: Int) { (self.time, self.phase) = (time, phase) }
  }

  /// One animator per channel.
  public private(set) var channels: [PropertyAnimator<AnimatableVector>]
  /// Every transition scheduled, in time order.
  public private(set) var transitions: [Transition] = []
  /// When the first full cycle ends (cycling) or the last triggered run ends (triggered): the instant the
  /// transition back to phase 0 completes. −∞ if no run happened.
  public private(set) var endTime: Double = -.infinity

  /// Schedules the animator up to `horizon` seconds (a cycling animator always completes its first cycle).
  /// - Parameters:
  ///   - values: `values[c][p]` is channel c's value in phase p; every channel has one value per phase.
  ///   - mode: when the animator runs: cycling forever, or once per trigger change.
  ///   - horizon: how far ahead to schedule, in seconds.
  ///   - animation: the animation for a transition to a destination phase and channel (`nil`: none).
  public init(
    channels values: [[AnimatableVector]], mode: Mode, until horizon: Double,
    animation: (_ phase: Int, _ channel: Int) -> Animation?
  ) throws(PhaseAnimatorError) {
    let count = values.map(\.count).max() ?? 0
    guard count > 0, values.allSatisfy({ $0.count == count }) else { throw .noPhases }
    channels = values.map { PropertyAnimator(initialValue: $0[0]) }
    var scheduler = Scheduler(values: values, count: count)
    switch mode {
    case .cycling: try scheduler.cycle(until: horizon, animation: animation)
    case .triggered(let times): try scheduler.run(triggers: times, animation: animation)
    }
    channels = scheduler.channels
    transitions = scheduler.transitions
    endTime = scheduler.endTime
  }

  /// Schedules with one animation per destination phase, the same for every channel.
  public init(
    channels values: [[AnimatableVector]], mode: Mode, until horizon: Double,
    animation: (_ phase: Int) -> Animation?
  ) throws(PhaseAnimatorError) {
    try self.init(channels: values, mode: mode, until: horizon) { phase, _ in animation(phase) }
  }

  /// Channel `channel`'s value at `t`.
  public func value(channel: Int, at t: Double) -> AnimatableVector { channels[channel].value(at: t) }

  /// The phase the animator is in (moving to or resting at) at `t`.
  public func phase(at t: Double) -> Int {
    var lo = 0
    var hi = transitions.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if transitions[mid].time <= t { lo = mid + 1 } else { hi = mid }
    }
    return lo == 0 ? 0 : transitions[lo - 1].phase
  }

  /// When the last animation scheduled so far comes to rest (−∞ if none ran).
  public var removalTime: Double { channels.map(\.removalTime).max() ?? -.infinity }
}
