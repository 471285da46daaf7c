import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A phase animator animates what its phases change in the views' paint (a colour, a gradient, a
/// stroke's dash phase and width) as it animates their modifiers: one channel per painted view, sequenced
/// by the same `PhaseAnimatorEngine`. Values are hand-derived from linear animations of 1 s: a cycling
/// animator starts moving to phase 1 at 0 s and back to phase 0 at 1 s.
@Suite struct PhasePaintTests {
  let measurer = EstimatedTextMeasurer()

  func shape(at t: Double, _ root: @escaping () -> any View) throws -> ShapeSpec {
    let scene = try tappedScene(duration: 3, measurer: measurer, root)
    let item = try #require(try scene.displayList(at: t, measurer: measurer).items.first)
    guard case .shape(let spec) = item.content else { throw NotAShape() }
    return spec
  }

  struct NotAShape: Error {}

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// Blue to red and back: the first linear channel is halfway at 0.5 s and at 1.5 s, a quarter of the way
  /// at 0.25 s, red at 1 s.
  @Test func aColourChangedByPhasesAnimates() throws {
    let view = {
      Circle().frame(width: 20, height: 20)
        .phaseAnimator([false, true]) { content, on in
          content.foregroundStyle(on ? Color.red : Color.blue)
        } animation: { _ in
          .linear(duration: 1)
        }
    }
    let blue = RGBAColor.named("blue")!.linearPremultiplied[0]
    let red = RGBAColor.named("red")!.linearPremultiplied[0]
    for (t, expected) in [(0.5, (blue + red) / 2), (1.5, (blue + red) / 2), (0.25, blue + (red - blue) / 4)] {
      let fill = try #require(try shape(at: t, view).fill)
      #expect(close(fill.linearPremultiplied[0], expected), "at \(t) s: \(fill.linearPremultiplied[0])")
    }
    let atOne = try #require(try shape(at: 1, view).fill)
    #expect(close(atOne.linearPremultiplied[0], red))
  }

  /// A dash phase the phases change marches: 225 → −100 in 1 s is 62.5 at 0.5 s; the width 2 → 6 is 4.
  @Test func aStrokesDashPhaseChangedByPhasesAnimates() throws {
    let view = {
      Circle().frame(width: 50, height: 50)
        .phaseAnimator([false, true]) { _, on in
          Circle()
            .stroke(
              style: RenderAnimSwiftUI.StrokeStyle(lineWidth: on ? 6 : 2, dash: [10, 15], dashPhase: on ? -100 : 225))
        } animation: { _ in
          .linear(duration: 1)
        }
    }
    let s = try shape(at: 0.5, view)
    #expect(close(s.strokeStyle.dashPhase, 62.5) && close(s.lineWidth, 4), "\(s.strokeStyle.dashPhase) \(s.lineWidth)")
  }

  /// Phases that draw different views keep animating their modifiers (each phase draws its own paint):
  /// the scale 1 → 2 is 1.5 at 0.5 s.
  @Test func phasesThatDrawDifferentViewsStillAnimateTheirModifiers() throws {
    let scene = try tappedScene(duration: 3, measurer: measurer) {
      Rectangle().frame(width: 20, height: 20)
        .phaseAnimator([false, true]) { content, on in
          content.overlay { if on { Circle().fill(.red) } }.scaleEffect(on ? 2 : 1)
        } animation: { _ in
          .linear(duration: 1)
        }
    }
    let item = try #require(try scene.displayList(at: 0.5, measurer: measurer).items.first)
    #expect(close(item.transform.xx, 1.5), "\(item.transform.xx)")
  }

  /// A rounded rectangle's corner radius animates as SwiftUI's `RoundedRectangle.animatableData` does:
  /// 4 → 24 in 1 s is 14 at 0.5 s, 9 at 0.25 s (it jumped to each phase's radius before).
  @Test func aCornerRadiusChangedByPhasesAnimates() throws {
    let view = {
      Color.clear.frame(width: 60, height: 60)
        .phaseAnimator([false, true]) { _, round in
          RoundedRectangle(cornerRadius: round ? 24 : 4).fill(Color.blue).frame(width: 60, height: 60)
        } animation: { _ in
          .linear(duration: 1)
        }
    }
    for (t, expected) in [(0.5, 14.0), (0.25, 9.0), (1.5, 14.0)] {
      let s = try shape(at: t, view)
      #expect(close(s.cornerRadius, expected), "at \(t) s: \(s.cornerRadius)")
    }
  }
}
