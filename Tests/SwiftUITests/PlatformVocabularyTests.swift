import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Names public view code uses that came up missing in a corpus of public views (docs/swift-views.md):
/// `Text.monospaced()`, `View.monospaced()`, `Text.fontDesign(_:)`, `Font.Width`, `accentColor(_:)` and
/// UIKit's window and its safe-area insets.
@Suite struct PlatformVocabularyTests {
  let measurer = EstimatedTextMeasurer()

  func items(device: Bool = false, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    var options = ViewSceneOptions(size: device ? nil : Size(width: 200, height: 100), fps: 60)
    if device { options.device = Device.named("iPhone 15")! }
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func text(_ item: DisplayItem?) -> (string: String, font: FontSpec, paragraph: TextParagraph)? {
    guard case .text(let s, let font, _, let paragraph, _) = item?.content else { return nil }
    return (s, font, paragraph)
  }

  @Test func monospacedAndFontDesign() throws {
    let mono = FontSpec.family(design: "monospaced")
    #expect(text(try items { Text("12").font(.system(size: 80)).monospaced() }.first)?.font.family == mono)
    #expect(text(try items { Text("12").monospaced(false) }.first)?.font.family == nil)
    #expect(text(try items { VStack { Text("12") }.monospaced() }.first)?.font.family == mono)
    #expect(
      text(try items { Text("a").fontDesign(.serif) }.first)?.font.family == FontSpec.family(design: "serif"))
    // A part joined with `+` keeps its own design.
    let joined = text(try items { Text("a") + Text("1").monospaced() }.first)
    #expect(joined?.paragraph.runs.map(\.family) == [mono])
  }

  /// `Font.Width` (docs/swift-views.md, Text and Dynamic Type): SwiftUI's values on a font, on a text and
  /// through the environment, the text's own before the view's; a part joined with `+` keeps its own.
  @Test func fontWidths() throws {
    #expect(Font.Width.compressed.value == -0.3 && Font.Width.condensed.value == -0.2)
    #expect(Font.Width.standard.value == 0 && Font.Width.expanded.value == 0.2)
    #expect(text(try items { Text("a").fontWidth(.condensed) }.first)?.font.width == -0.2)
    #expect(text(try items { VStack { Text("a") }.fontWidth(.expanded) }.first)?.font.width == 0.2)
    #expect(text(try items { Text("a").font(.title.width(.compressed)) }.first)?.font.width == -0.3)
    #expect(text(try items { Text("a").fontWidth(.condensed).fontWidth(.expanded) }.first)?.font.width == -0.2)
    #expect(text(try items { Text("a").fontWidth(.condensed).fontWidth(nil) }.first)?.font.width == -0.2)
    let joined = text(try items { Text("a") + Text("b").fontWidth(.condensed) }.first)
    #expect(joined?.font.width == 0 && joined?.paragraph.runs.map(\.width) == [-0.2])
  }

  /// Names a corpus of public views used (docs/swift-views.md): Core Graphics' `CGLineCap` and `CGLineJoin`
  /// in a `StrokeStyle`, the button styles as types (`PlainButtonStyle()` draws as `.plain`), and
  /// `accessibilityAddTraits`, which draws nothing.
  @Test func coreGraphicsNamesButtonStyleTypesAndTraits() throws {
    let cap: CGLineCap = .round
    let join: CGLineJoin = .bevel
    guard
      case .shape(let shape)? = try items({
        Circle().stroke(style: StrokeStyle(lineWidth: 4, lineCap: cap, lineJoin: join))
      }).first?.content
    else {
      Issue.record("not a shape")
      return
    }
    #expect(shape.strokeStyle.lineCap == .round && shape.strokeStyle.lineJoin == .bevel && shape.lineWidth == 4)
    let typed = try items { Button("Go") {}.buttonStyle(PlainButtonStyle()).accessibilityAddTraits(.isButton) }
    let named = try items { Button("Go") {}.buttonStyle(.plain) }
    #expect(typed == named)
    #expect(
      try items { Button("Go") {}.buttonStyle(BorderedProminentButtonStyle()) }
        == items { Button("Go") {}.buttonStyle(.borderedProminent) })
  }

  @Test func accentColorIsTheTint() throws {
    // A link in a Markdown literal is drawn in the tint: green as with `.tint(.green)`, not the blue accent.
    func linkColor(_ root: @escaping () -> any View) throws -> RGBAColor? {
      text(try items(root).first)?.paragraph.runs.first?.color
    }
    let accent = try linkColor { Text("[Open](https://example.com)").accentColor(.green) }
    let tint = try linkColor { Text("[Open](https://example.com)").tint(.green) }
    let plain = try linkColor { Text("[Open](https://example.com)") }
    #expect(accent != nil && accent == tint && accent != plain)
  }

  struct Insets: View {
    var body: some View {
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      let insets = scene?.windows.first?.safeAreaInsets ?? .zero
      Text("\(Int(insets.top)) \(Int(insets.bottom))")
    }
  }

  /// The window's insets are the device's (59 and 34 on an iPhone 15), none on a plain canvas.
  @Test func theWindowHasTheDevicesSafeArea() throws {
    #expect(text(try items { Insets() }.first)?.string == "0 0")
    #expect(text(try items(device: true) { Insets() }.first { text($0) != nil })?.string == "59 34")
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  struct Stored: View {
    @AppStorage("count") private var count = 1
    @SceneStorage("tab") private var tab = 7
    var body: some View {
      VStack {
        Text("\(count) \(tab)")
        Reader()
      }
      .onTapGesture {
        count += 1
        tab += 1
      }
      .sensoryFeedback(.increase, trigger: count)
      .accessibilityHint("Counts")
      .help("Counts")
    }
  }
  struct Reader: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("reader \(count)") }
  }

  /// `@AppStorage` keeps one value per key for every view that reads it (the reader, declared with 0,
  /// sees the 1 written first, then the tap's 2); `@SceneStorage` is the view's own.
  @Test func appStorageIsSharedByKey() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), taps: [ViewTap(target: nil, time: 0.5)]),
      measurer: measurer
    ) { Stored() }
    func strings(_ t: Double) throws -> [String] {
      try scene.displayList(at: t, measurer: measurer).items.compactMap { text($0)?.string }
    }
    #expect(try strings(0) == ["1 7", "reader 1"])
    #expect(try strings(1) == ["2 8", "reader 2"])
  }

  /// `.background` is the system background: white, or black in dark mode; iOS 17's `fill(…).stroke(…)`
  /// draws the outline over the fill.
  @Test func backgroundStyleAndStrokeOverFill() throws {
    func fills(_ root: @escaping () -> any View) throws -> [RGBAColor] {
      try items(root).compactMap { item in
        guard case .shape(let spec) = item.content else { return nil }
        return spec.fill ?? spec.strokeColor
      }
    }
    let white = try fills { Rectangle().fill(.background) }
    #expect(white == [RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)])
    let both = try items { Circle().fill(.red).stroke(.black, lineWidth: 4) }
    #expect(both.count == 2)
    if case .shape(let stroke) = both.last?.content {
      #expect(stroke.lineWidth == 4 && stroke.fill == nil)
    } else {
      Issue.record("no stroke drawn over the fill")
    }
  }

  /// VoiceOver's modifiers and a button's repeat behaviour compile with SwiftUI's signatures and draw
  /// nothing: the view draws the same items with and without them (docs/swift-views.md, UIKit).
  @Test func accessibilityAndRepeatModifiersDrawNothing() throws {
    func card(_ annotated: Bool) -> some View {
      let content = VStack {
        Text("Total")
        Button("+") {}
      }
      return Group {
        if annotated {
          content
            .accessibilityElement(children: .combine)
            .accessibilityLabel(Text("Total"))
            .accessibilityValue("3 items")
            .accessibilityHidden(false)
            .accessibilitySortPriority(1)
            .buttonRepeatBehavior(.enabled)
        } else {
          content
        }
      }
    }
    let plain = try items { card(false) }
    let annotated = try items { card(true) }
    #expect(plain.count == 2 && plain.map(\.content) == annotated.map(\.content))
    #expect(plain.map(\.transform) == annotated.map(\.transform))
  }
}
