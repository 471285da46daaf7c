import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `.contentTransition(.symbolEffect(.replace))`: the old symbol shrinks to half its size as it fades out
/// and the new one grows from half as it fades in (docs/swift-views.md, SF Symbols; estimates, as Apple
/// publishes no numbers), where a symbol change otherwise crossfades at full size.
@Suite struct SymbolReplaceTests {
  let measurer = EstimatedTextMeasurer()

  struct Toggle: View {
    let transition: RenderAnimSwiftUI.ContentTransition
    @State private var playing = false
    var body: some View {
      Image(systemName: playing ? "pause.fill" : "play.fill")
        .contentTransition(transition)
        .frame(width: 100, height: 100)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { playing.toggle() } }
    }
  }

  /// The two symbols half way through a linear second: (scale, opacity) of each.
  func halfway(_ transition: RenderAnimSwiftUI.ContentTransition) throws -> [(Double, Double)] {
    let scene = try tappedScene(duration: 2, taps: [0], measurer: measurer) { Toggle(transition: transition) }
    guard case .group(let items)? = try scene.displayList(at: 0.5, measurer: measurer).items.first?.content else {
      return []
    }
    return items.map { ($0.transform.xx, $0.opacity) }
  }

  @Test func replaceShrinksTheOldAndGrowsTheNew() throws {
    let replaced = try halfway(.symbolEffect(.replace))
    try #require(replaced.count == 2, "\(replaced)")
    for (scale, opacity) in replaced {
      #expect(scale.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-9), "\(replaced)")
      #expect(opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(replaced)")
    }
    let faded = try halfway(.opacity)
    #expect(faded.count == 2 && faded.allSatisfy { $0.0 == 1 }, "\(faded)")
  }

  /// The variants take the old symbol away differently, the new one growing from half as before: up-up
  /// grows the old one to 1.5 (1.25 half way) as it fades; off-up hides it at once.
  @Test(arguments: [
    (ReplaceSymbolEffect.replace.upUp, 1.25, 0.5), (.replace.offUp, 1, 0), (.downUp, 0.75, 0.5), (.offUp, 1, 0),
  ])
  func variants(_ effect: ReplaceSymbolEffect, oldScale: Double, oldOpacity: Double) throws {
    let drawn = try halfway(.symbolEffect(effect))
    try #require(drawn.count == 2, "\(drawn)")
    #expect(drawn[0].0.isApproximatelyEqual(to: oldScale, absoluteTolerance: 1e-9), "\(drawn)")
    #expect(drawn[0].1.isApproximatelyEqual(to: oldOpacity, absoluteTolerance: 1e-9), "\(drawn)")
    #expect(drawn[1].0.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-9), "\(drawn)")
    #expect(drawn[1].1.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(drawn)")
  }

  struct ResizableToggle: View {
    @State private var on = false
    var body: some View {
      Image(systemName: on ? "star.fill" : "bolt.fill").resizable().scaledToFit()
        .frame(width: 60, height: 60)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
  }

  /// A `resizable()` symbol whose name changes crossfades as a fixed one does: half way, the old and the
  /// new at half opacity each.
  @Test func aResizableSymbolCrossfades() throws {
    let scene = try tappedScene(duration: 2, taps: [0], measurer: measurer) { ResizableToggle() }
    func opacities(_ items: [DisplayItem]) -> [Double] {
      items.flatMap { item -> [Double] in
        guard case .group(let inner) = item.content else { return [] }
        let nested = opacities(inner)
        return nested.isEmpty ? [item.opacity] : nested.map { $0 * item.opacity }
      }
    }
    let half = opacities(try scene.displayList(at: 0.5, measurer: measurer).items)
    #expect(half.count == 2 && half.allSatisfy { $0.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9) }, "\(half)")
    #expect(opacities(try scene.displayList(at: 1.5, measurer: measurer).items).count <= 1)
  }
}
