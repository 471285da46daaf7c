import Foundation

extension PhaseAnimatorEngine {
  /// Builds the transitions in time order.
  struct Scheduler {
    let values: [[AnimatableVector]]
    let count: Int
    var channels: [PropertyAnimator<AnimatableVector>]
    var transitions: [Transition] = []
    var endTime = -Double.infinity
    var phase = 0
    static let maximumTransitions = 1_000_000

    typealias AnimationForPhase = (Int, Int) -> Animation?

    init(values: [[AnimatableVector]], count: Int) {
      self.values = values
      self.count = count
      channels = values.map { PropertyAnimator(initialValue: $0[0]) }
    }

    /// Starts the transition to the next phase at `time`; answers when it is logically complete.
    mutating func advance(at time: Double, _ animation: AnimationForPhase) throws(PhaseAnimatorError) -> Double {
      guard transitions.count < Self.maximumTransitions else { throw .tooManyTransitions(Self.maximumTransitions) }
      phase = (phase + 1) % count
      transitions.append(Transition(time: time, phase: phase))
      var done = time
      for c in channels.indices {
        if let handle = channels[c].set(values[c][phase], animation: animation(phase, c), at: time) {
          done = max(done, channels[c].completionTime(of: handle, criteria: .logicallyComplete))
        }
      }
      return done
    }

    /// Cycles from time 0 until past `horizon` and at least one full cycle.
    mutating func cycle(until horizon: Double, animation: AnimationForPhase) throws(PhaseAnimatorError) {
      var time = 0.0
      var cycleStart = 0.0
      while true {
        time = try advance(at: time, animation)
        guard phase == 0 else { continue }
        if time == cycleStart { throw .zeroTimeCycle }
        if endTime == -.infinity { endTime = time }
        if time > horizon || !time.isFinite { return }
        cycleStart = time
      }
    }

    /// One full cycle per trigger; a trigger during a run advances at once (§0b.11).
    mutating func run(triggers: [Double], animation: AnimationForPhase) throws(PhaseAnimatorError) {
      var pending = triggers.sorted()[...]
      var next: Double? = nil  // when the running transition completes
      while true {
        let trigger = pending.first
        if let due = next, trigger.map({ due <= $0 }) ?? true {
          // The running transition completes: move on, or stop after the return to phase 0.
          if phase == 0 {
            next = nil
            endTime = due
            continue
          }
          next = try advance(at: due, animation)
        } else if let t = trigger {
          pending.removeFirst()
          next = try advance(at: t, animation)
        } else {
          return
        }
        if let due = next, !due.isFinite {
          next = nil
          return
        }
      }
    }
  }
}
