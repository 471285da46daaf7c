import Foundation
import Keyframes
import Testing

/// Phase sequencing: docs/semantics.md §5, decision 6, §0b.11.
@Suite struct PhaseAnimatorEngineTests {
  typealias T = PhaseAnimatorEngine.Transition
  func v(_ x: Double) -> AnimatableVector { AnimatableVector([x]) }

  /// The docs' ThreePhaseAnimationView: offset 0, −64, −64 and scale 1, 1.5, 1.5; animations by
  /// destination: initial .smooth, move .easeInOut(0.3), scale .spring(duration: 0.3, bounce: 0.7).
  var threePhase: [[AnimatableVector]] { [[v(0), v(-64), v(-64)], [v(1), v(1.5), v(1.5)]] }
  func threePhaseAnimation(_ phase: Int) -> Animation? {
    [Animation.smooth, .easeInOut(duration: 0.3), .spring(duration: 0.3, bounce: 0.7)][phase]
  }

  /// Phase 2 changes nothing, so it advances in the same instant and is never shown; the return to
  /// phase 0 is a `.smooth` spring, logically complete after its response 0.5 s.
  @Test func cyclingThreePhase() throws {
    let e = try PhaseAnimatorEngine(channels: threePhase, mode: .cycling, until: 1.2, animation: threePhaseAnimation)
    // Scheduling stops once a cycle ends past the horizon (1.6 > 1.2).
    #expect(
      e.transitions == [
        T(time: 0, phase: 1), T(time: 0.3, phase: 2), T(time: 0.3, phase: 0),
        T(time: 0.8, phase: 1), T(time: 1.1, phase: 2), T(time: 1.1, phase: 0),
      ])
    #expect(e.endTime == 0.8)
    #expect(e.phase(at: 0.29) == 1)
    #expect(e.phase(at: 0.3) == 0)
    #expect(e.phase(at: -1) == 0)
    // At 0.15 the easeInOut is half way: −64 · easeInOut(0.5) = −32.
    #expect(e.value(channel: 0, at: 0.15)[0] == -32)
    #expect(e.value(channel: 1, at: 0.15)[0] == 1.25)
  }

  /// Triggered: one full cycle per trigger, then rest.
  @Test func triggeredRunsOneCycle() throws {
    let e = try PhaseAnimatorEngine(
      channels: threePhase, mode: .triggered([1.0]), until: 0, animation: threePhaseAnimation)
    #expect(e.transitions == [T(time: 1, phase: 1), T(time: 1.3, phase: 2), T(time: 1.3, phase: 0)])
    #expect(e.endTime == 1.8)
    #expect(e.value(channel: 0, at: 0.5)[0] == 0)
    #expect(e.value(channel: 0, at: e.removalTime)[0] == 0)
  }

  /// A trigger during a run advances at once; the superseded completion is ignored.
  @Test func retriggerAdvancesAtOnce() throws {
    let e = try PhaseAnimatorEngine(
      channels: threePhase, mode: .triggered([1.0, 1.2]), until: 0,
      animation: threePhaseAnimation)
    #expect(e.transitions == [T(time: 1, phase: 1), T(time: 1.2, phase: 2), T(time: 1.2, phase: 0)])
    // The return to phase 0 is a `.smooth` spring merging into the running easeInOut: it inherits the
    // offset only (§0b.1) and its cumulative interval is 0 (§0b.2), so the rest test holds at boundary 0
    // and it is removed, and complete, at once (§0b.4) — the value snaps to phase 0.
    #expect(e.endTime == 1.2)
    #expect(e.value(channel: 0, at: 1.2)[0] == 0)
  }

  /// A nil animation applies the phase at once and advances at once.
  @Test func nilAnimationJumps() throws {
    let e = try PhaseAnimatorEngine(channels: [[v(0), v(1)]], mode: .cycling, until: 1.5) { phase in
      phase == 1 ? nil : .linear(duration: 1)
    }
    #expect(Array(e.transitions.prefix(3)) == [T(time: 0, phase: 1), T(time: 0, phase: 0), T(time: 1, phase: 1)])
    #expect(e.value(channel: 0, at: 0.5)[0] == 0.5)
    #expect(e.endTime == 1)
  }

  @Test func zeroTimeCycleIsAnError() {
    #expect(throws: PhaseAnimatorError.zeroTimeCycle) {
      try PhaseAnimatorEngine(channels: [[v(0), v(1)]], mode: .cycling, until: 1) { _ in nil }
    }
    #expect(throws: PhaseAnimatorError.noPhases) {
      try PhaseAnimatorEngine(channels: [], mode: .cycling, until: 1) { _ in nil }
    }
  }

  /// Spring phases advance at the response while the tail continues, merged into the next spring.
  @Test func springPhasesMerge() throws {
    let e = try PhaseAnimatorEngine(channels: [[v(0), v(1)]], mode: .cycling, until: 1.5) { _ in .smooth }
    #expect(Array(e.transitions.prefix(3)) == [T(time: 0, phase: 1), T(time: 0.5, phase: 0), T(time: 1.0, phase: 1)])
    var reference = PropertyAnimator(initialValue: 0.0)
    reference.set(1, animation: .smooth, at: 0)
    reference.set(0, animation: .smooth, at: 0.5)
    for t in [0.25, 0.5, 0.6, 0.9] {
      #expect(e.value(channel: 0, at: t)[0] == reference.value(at: t))
    }
  }

  /// A transition completes when every channel it changed is logically complete.
  @Test func completionWaitsForEveryChangedChannel() throws {
    let e = try PhaseAnimatorEngine(
      channels: [[v(0), v(1)], [v(0), v(0)], [v(5), v(6)]],
      mode: .triggered([0]), until: 0
    ) { _, channel in
      channel == 2 ? .linear(duration: 2) : .linear(duration: 1)
    }
    #expect(e.transitions == [T(time: 0, phase: 1), T(time: 2, phase: 0)])
    #expect(e.endTime == 4)
  }
}
