import DisplayModel
import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A text whose string changes under an animation crossfades, as SwiftUI's `Text` does without a
/// `.contentTransition` (docs/swift-views.md, The runtime's rules). Values by hand from one linear
/// animation of 1 s tapped at 0.2 s: half way at 0.7 s, so each text is drawn at opacity 0.5.
@Suite struct TextCrossfadeTests {
  let measurer = EstimatedTextMeasurer()

  struct Switcher: View {
    var transition: RenderAnimSwiftUI.ContentTransition?
    var color = false
    @State private var on = false
    var body: some View {
      let text = Text(on ? "On" : "Off, and a second line")
        .foregroundColor(color && on ? .red : .primary)
        .frame(width: 60)
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
      if let transition { text.contentTransition(transition) } else { text }
    }
  }

  func content(_ view: Switcher, at t: Double) throws -> DisplayContent? {
    let scene = try tappedScene(size: Size(width: 200, height: 100), taps: [0.2], measurer: measurer) { view }
    return try scene.displayList(at: t, measurer: measurer).items.first?.content
  }

  /// Half way, the old string (wrapped in the lines it was set in) at 0.5 and the new one at 0.5;
  /// before and after, one text; at rest the sample lists no `contentTransition` for a text that never
  /// changed.
  @Test func aChangeUnderAnAnimationCrossfades() throws {
    guard case .group(let parts)? = try content(Switcher(), at: 0.7), parts.count == 2,
      case .text(let old, _, _, let oldParagraph, _) = parts[0].content,
      case .text(let new, _, _, let newParagraph, _) = parts[1].content
    else {
      Issue.record("not a crossfade half way: \(String(describing: try content(Switcher(), at: 0.7)))")
      return
    }
    #expect(old == "Off, and a second line" && new == "On")
    // The old string was set in lines of at most six characters in 60 points (0.55 × 17 = 9.35 a character
    // with the estimating measurer), its frame as wide as its widest line: 56.1.
    #expect(oldParagraph.width?.isApproximatelyEqual(to: 6 * 9.35, absoluteTolerance: 1e-9) == true)
    #expect(newParagraph.width == nil, "\(String(describing: oldParagraph.width))")
    #expect(parts[0].opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(parts[0].opacity)")
    #expect(parts[1].opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(parts[1].opacity)")
    guard case .text(let before, _, _, _, _)? = try content(Switcher(), at: 0.1),
      case .text(let after, _, _, _, _)? = try content(Switcher(), at: 1.3)
    else {
      Issue.record("not one text at rest")
      return
    }
    #expect(before == "Off, and a second line" && after == "On")
    let still = try tappedScene(measurer: measurer) { Text("Still") }
    #expect(try still.values(at: 0, measurer: measurer)[0].values.contains { $0.0 == "contentTransition" } == false)
  }

  struct Symbol: View {
    var identity = false
    /// The change is of the variant (`heart` to `heart` filled), not of the name.
    var variant = false
    @State private var on = false
    var body: some View {
      let image = Image(systemName: variant ? "heart" : on ? "heart.fill" : "star")
        .symbolVariant(variant && on ? .fill : .none)
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
      if identity { image.contentTransition(.identity) } else { image }
    }
  }

  /// A symbol whose name or variant changes under an animation crossfades as a text does (SwiftUI: symbol
  /// images "work the same way as text"): half way, the star and the heart each at 0.5; `.identity` shows the
  /// heart at once.
  @Test func aSymbolsChangeCrossfades() throws {
    func content(_ view: Symbol, at t: Double = 0.7) throws -> DisplayContent? {
      let scene = try tappedScene(taps: [0.2], measurer: measurer) { view }
      return try scene.displayList(at: t, measurer: measurer).items.first?.content
    }
    guard case .group(let parts)? = try content(Symbol()), parts.count == 2 else {
      Issue.record("not a crossfade: \(String(describing: try content(Symbol())))")
      return
    }
    #expect(parts[0].opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(parts[0].opacity)")
    #expect(parts[1].opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(parts[1].opacity)")
    let star = try content(Symbol(), at: 0.1)
    let heart = try content(Symbol(), at: 1.5)
    #expect(parts[0].content == star && parts[1].content == heart)
    let shown = try content(Symbol(identity: true))
    #expect(shown == heart)
    // A change of variant crossfades too: the outline and the filled heart half way.
    guard case .group(let filling)? = try content(Symbol(variant: true)), filling.count == 2 else {
      Issue.record("a variant's change does not crossfade: \(String(describing: try content(Symbol(variant: true))))")
      return
    }
    #expect(filling[0].content == (try content(Symbol(variant: true), at: 0.1)))
    #expect(filling[1].content == (try content(Symbol(variant: true), at: 1.5)))
    #expect(filling[0].content != filling[1].content)
  }

  /// A text of an emoji alone is a text: its change under an animation crossfades too.
  @Test func anEmojisChangeCrossfades() throws {
    struct Face: View {
      @State private var sad = false
      var body: some View {
        Text(sad ? "😢" : "🥲").font(.system(size: 36))
          .onTapGesture { withAnimation(.linear(duration: 1)) { sad.toggle() } }
      }
    }
    let scene = try tappedScene(taps: [0.2], measurer: measurer) { Face() }
    guard case .group(let parts)? = try scene.displayList(at: 0.7, measurer: measurer).items.first?.content,
      parts.count == 2, case .emoji(let old, _) = parts[0].content, case .emoji(let new, _) = parts[1].content
    else {
      Issue.record("not a crossfade half way")
      return
    }
    #expect(old == "🥲" && new == "😢")
    #expect(parts[0].opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(parts[0].opacity)")
  }

  /// The old text keeps its own colour as it fades out; `.contentTransition(.identity)` shows the new string
  /// at once.
  @Test func theOldTextKeepsItsStylesAndIdentityDoesNotFade() throws {
    guard case .group(let parts)? = try content(Switcher(color: true), at: 0.7), parts.count == 2,
      case .text(_, _, let oldColor, _, _) = parts[0].content,
      case .text(_, _, let newColor, _, _) = parts[1].content
    else {
      Issue.record("not a crossfade")
      return
    }
    #expect(oldColor == .black && newColor != .black, "\(oldColor) \(newColor)")
    guard case .text(let shown, _, _, _, _)? = try content(Switcher(transition: .identity), at: 0.7) else {
      Issue.record("identity drew more than one text")
      return
    }
    #expect(shown == "On")
  }
}
