import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A custom `ButtonStyle` (docs/swift-views.md, What is supported): the button is drawn as the style's
/// `makeBody(configuration:)` from its label, in the primary colour, and stays tappable by its title.
@Suite struct ButtonStyleTests {
  struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(10)
        .background(Color(red: 1, green: 0, blue: 0))
        .scaleEffect(configuration.isPressed ? 0.5 : 1)
    }
  }

  struct Counter: View {
    @State var count = 0
    var body: some View {
      Button("Go") { count += 1 }
        .buttonStyle(Pill())
        .offset(y: Double(count) * 10)
    }
  }

  /// "Go" at 10 pt is 11 × 12 with the estimated measurer; the pill is 31 × 32, red, centred in the
  /// 100-point canvas; the text is black (iOS's label colour); a tap on "Go" at 0.5 s moves it 10 down.
  @Test func theStyleDrawsTheButton() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), taps: [ViewTap(target: "Go", time: 0.5)]),
      measurer: m
    ) { Counter().font(.system(size: 10)) }
    let before = try scene.displayList(at: 0, measurer: m).items
    try #require(before.count == 2)
    guard case .shape(let pill) = before[0].content, case .text(let s, _, let color, _, _) = before[1].content else {
      Issue.record("not a pill and a text")
      return
    }
    #expect(pill.fill == RGBAColor(red: 1, green: 0, blue: 0) && before[0].frameSize == Size(width: 31, height: 32))
    #expect(s == "Go" && color == RGBAColor(red: 0, green: 0, blue: 0))
    #expect(before[0].transform.y0 == 50)
    let after = try scene.displayList(at: 1, measurer: m).items
    #expect(after[0].transform.y0 == 60)
  }
}

/// A button whose label is an emoji is named by it for `--tap`, as one labelled with text is.
@Suite struct EmojiLabelTests {
  struct React: View {
    @State var count = 0
    var body: some View {
      Button {
        count += 1
      } label: {
        Text("🤗")
      }.offset(y: Double(count) * 10)
    }
  }

  @Test func anEmojiNamesItsButton() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), taps: [ViewTap(target: "🤗", time: 0.5)]),
      measurer: m
    ) { React() }
    #expect(try #require(scene.displayList(at: 1, measurer: m).items.first).transform.y0 == 60)
  }
}
