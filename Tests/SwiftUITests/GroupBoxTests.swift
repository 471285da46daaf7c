import DisplayModel
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `GroupBox` as iOS draws it (docs/swift-views.md, Controls): the label in the headline font over the
/// content, 16 points inside a rounded rectangle of the secondary system background; `.groupBoxStyle`
/// draws it with a style of your own.
@Suite struct GroupBoxTests {
  let measurer = EstimatedTextMeasurer()

  func items(scheme: ColorScheme = .light, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 300, height: 200), colorScheme: scheme), measurer: measurer,
      root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func text(_ items: [DisplayItem], _ s: String) -> (item: DisplayItem, font: FontSpec)? {
    for item in items { if case .text(s, let font, _, _, _) = item.content { return (item, font) } }
    return nil
  }

  /// The card is the label and content (8 points apart, a stack's default between two texts) and 16
  /// points on each side: as wide as the wider text plus 32, as tall as both lines, 8 and 32.
  @Test func theDefaultBoxIsACard() throws {
    let list = try items { GroupBox("Title") { Text("Body") } }
    let card = try #require(list.first)
    guard case .shape(let shape) = card.content else {
      Issue.record("\(card.content)")
      return
    }
    #expect(shape.kind == .roundedRectangle && shape.cornerRadius == 8)
    #expect(shape.fill == RGBAColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0))
    let title = try #require(text(list, "Title"))
    let body = try #require(text(list, "Body"))
    #expect(title.font.size == 17 && title.font.weight == 600 && body.font.weight == 400)
    let width = max(title.item.frameSize.width, body.item.frameSize.width) + 32
    let height = title.item.frameSize.height + 8 + body.item.frameSize.height + 32
    #expect(card.frameSize.width.isApproximatelyEqual(to: width, absoluteTolerance: 1e-9), "\(card.frameSize)")
    #expect(card.frameSize.height.isApproximatelyEqual(to: height, absoluteTolerance: 1e-9), "\(card.frameSize)")
    #expect(title.item.transform.y0 < body.item.transform.y0)
    let dark = try items(scheme: .dark) { GroupBox { Text("Body") } }
    if case .shape(let s) = dark.first?.content {
      #expect(s.fill == RGBAColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0))
    } else {
      Issue.record("\(dark)")
    }
  }

  struct Outlined: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.content.padding(4).background(Color.red)
    }
  }

  @Test func aStyleOfYourOwnDrawsTheBox() throws {
    let list = try items { GroupBox("Title") { Text("Body") }.groupBoxStyle(Outlined()) }
    #expect(text(list, "Title") == nil && text(list, "Body") != nil)
    if case .shape(let s) = list.first?.content {
      #expect(s.fill?.red == 1 && s.fill?.green ?? 1 < 0.3)
    } else {
      Issue.record("\(list)")
    }
  }
}
