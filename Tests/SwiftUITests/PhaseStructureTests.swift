import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A phase animator runs as SwiftUI runs it: each move to the next phase is a state change in a transaction
/// with the destination phase's animation, whose logical completion moves on (docs/semantics.md §5). So a
/// phase that inserts or removes a view plays the view's transition with that animation, and a move that
/// inserts a view waits for its transition. Values derived by hand from linear animations.
@Suite struct PhaseStructureTests {
  let measurer = EstimatedTextMeasurer()

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// The opacity of each drawn item at `t`.
  func opacities(_ scene: Scene, at t: Double) throws -> [Double] {
    try scene.displayList(at: t, measurer: measurer).items.map(\.opacity)
  }

  /// A square shown in the second phase of a cycling animator, fading in and out.
  struct Blinking: View {
    var body: some View {
      PhaseAnimator([false, true]) { shown in
        ZStack {
          if shown { Rectangle().frame(width: 20, height: 20).transition(.opacity) }
        }
      } animation: { _ in
        .linear(duration: 1)
      }
    }
  }

  /// Cycling: at 0 the square is inserted and fades in over 1 s (a quarter at 0.25 s); the insertion is the
  /// move's only animation, so the move back starts at 1 s and the square fades out (half at 1.5 s).
  /// Without a duration the clip is that one cycle, 2 s.
  @Test func aPhaseThatInsertsAViewPlaysItsTransition() throws {
    let scene = try tappedScene(measurer: measurer) { Blinking() }
    #expect(close(scene.duration, 2), "\(scene.duration)")
    for (t, expected) in [(0.25, 0.25), (0.75, 0.75), (1.5, 0.5), (1.75, 0.25)] {
      let o = try opacities(scene, at: t)
      try #require(o.count == 1, "at \(t) s: \(o)")
      #expect(close(o[0], expected), "at \(t) s: \(o[0])")
    }
    #expect(try opacities(scene, at: 2).isEmpty)
  }

  /// Three rows, each shown from its phase on, as an album list shows its albums.
  struct Rows: View {
    @State private var runs = 0
    var body: some View {
      PhaseAnimator([0, 1, 2], trigger: runs) { phase in
        VStack {
          ForEach(0..<3, id: \.self) { row in
            if phase >= row { Rectangle().frame(width: 20, height: 10).transition(.opacity) }
          }
        }
      } animation: { _ in
        .linear(duration: 0.5)
      }
      .onTapGesture { runs += 1 }
    }
  }

  /// A tap at 0.2 s: row 1 fades in over 0.2–0.7 s; its completion moves to phase 2 at 0.7 s, row 2 fades
  /// in over 0.7–1.2 s; then back to phase 0 at 1.2 s, rows 1 and 2 fade out together by 1.7 s.
  @Test func eachMoveWaitsForTheTransitionsItPlays() throws {
    let scene = try tappedScene(taps: [0.2], measurer: measurer) { Rows() }
    #expect(close(scene.duration, 1.7), "\(scene.duration)")
    let expected: [(Double, [Double])] = [(0.1, [1]), (0.45, [1, 0.5]), (0.95, [1, 1, 0.5]), (1.45, [1, 0.5, 0.5])]
    for (t, want) in expected {
      let o = try opacities(scene, at: t)
      #expect(o.count == want.count && zip(o, want).allSatisfy { close($0, $1) }, "at \(t) s: \(o)")
    }
    let marks = scene.marks().filter { $0.kind == .phase }
    #expect(marks.map(\.label) == ["phase → 1", "phase → 2", "phase → 0"], "\(marks)")
    #expect(marks.count == 3 && zip(marks.map(\.time), [0.2, 0.7, 1.2]).allSatisfy { close($0, $1) })
    #expect(!scene.marks().contains { $0.kind == .completion }, "a move's completion is not the view's")
  }

  /// Moves without animation all happen at once: a cycling animator of them would loop forever.
  @Test func aCycleThatTakesNoTimeIsAnError() throws {
    let error = #expect(throws: (any Error).self) {
      try tappedScene(measurer: measurer) {
        PhaseAnimator([1.0, 2.0]) { s in
          Circle().scaleEffect(s)
        } animation: { _ in
          nil
        }
      }
    }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.contains("takes no time, so it would loop forever"), "\(message)")
  }
}
