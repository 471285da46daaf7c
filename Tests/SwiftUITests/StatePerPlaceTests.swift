import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view value evaluated at two places keeps two states: a modifier that shows its `content` twice (a
/// hidden copy for layout and a visible one over it, as public "spring scale" modifiers do) gives each copy
/// its own `@State`, so each copy's `onAppear` changes its own.
@Suite struct StatePerPlaceTests {
  let measurer = EstimatedTextMeasurer()

  /// A dot its `onAppear` fades in over a linear second.
  struct Dot: ViewModifier {
    @State private var shown = false
    func body(content: Content) -> some View {
      content
        .overlay { Circle().frame(width: 10, height: 10).opacity(shown ? 1 : 0) }
        .onAppear { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }
  }

  /// The content hidden, and shown again over itself.
  struct Twice: ViewModifier {
    func body(content: Content) -> some View { content.hidden().overlay { content } }
  }

  /// `items` and the items of their groups, each with the opacity it is drawn with (its groups' too).
  func flat(_ items: [DisplayItem], opacity: Double = 1) -> [(item: DisplayItem, opacity: Double)] {
    items.flatMap { item -> [(item: DisplayItem, opacity: Double)] in
      let drawn = item.opacity * opacity
      if case .group(let inner) = item.content { return [(item, drawn)] + flat(inner, opacity: drawn) }
      return [(item, drawn)]
    }
  }

  /// The visible copy's dot is half faded in at 0.5 s and fully at 1 s; toggled by both copies' `onAppear`
  /// through one shared state it would come and go.
  @Test func eachPlaceHasItsOwnState() throws {
    let scene = try tappedScene(measurer: measurer) {
      Rectangle().frame(width: 40, height: 40).modifier(Dot()).modifier(Twice())
    }
    for (t, expected) in [(0.5, 0.5), (1.0, 1.0)] {
      let dots = flat(try scene.displayList(at: t, measurer: measurer).items).filter {
        $0.item.frameSize == Size(width: 10, height: 10) && $0.opacity > 0
      }
      try #require(dots.count == 1, "at \(t): \(dots.count)")
      #expect(dots[0].opacity.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(t)")
    }
  }
}
