import DisplayModel
import Foundation
import RealModule
import Render
import SceneFormat
import SceneLowering
import Testing

/// The system font's widths (`Font.Width`, docs/swift-views.md, Text and Dynamic Type): Inter has only its
/// standard width, so a width is drawn by scaling the standard face by the ratio measured on iOS
/// (``FontWidth/lineScale``: compressed 0.67, condensed 0.79, expanded 1.30).
@Suite struct FontWidthTests {
  let measurer = PangoTextMeasurer()
  let line = "Hello, wonderful world 2024"

  func width(_ font: FontSpec, _ paragraph: TextParagraph = TextParagraph()) -> Double {
    measurer.size(ofText: line, font: font, paragraph: paragraph).width
  }

  /// At each width a line is the standard line scaled by the width's ratio, in Inter (17 points) and Inter
  /// Display (28 points), regular and bold: the glyphs, their advances and the calibrated tracking all
  /// scale. Within 2 %: Pango places each glyph on a whole point, so each of the line's 27 advances may
  /// round another way than the standard one's (the rounding moved these lines by 0.4 to 1.4 %).
  @Test(arguments: [(17.0, 400), (17, 700), (28, 400), (28, 700)])
  func aWidthScalesTheLine(size: Double, weight: Int) {
    let standard = width(FontSpec(size: size, weight: weight))
    for w in FontWidth.allCases {
      let scaled = width(FontSpec(size: size, weight: weight, width: w.value))
      #expect(
        scaled.isApproximatelyEqual(to: standard * w.lineScale, relativeTolerance: 0.02),
        "\(w) at \(size): \(scaled) of \(standard)")
    }
  }

  /// A width named between two takes the nearer; past the ends, the end's; the designs (rounded, serif,
  /// monospaced) have one width, as SF Pro Rounded, New York and SF Mono do.
  @Test func nearestWidthAndDesigns() {
    #expect(FontWidth(value: -0.22) == .condensed)
    #expect(FontWidth(value: -1) == .compressed && FontWidth(value: 0.3) == .expanded)
    #expect(FontWidth(value: .nan) == .standard && FontWidth(value: 0.05) == .standard)
    let rounded = FontSpec(size: 17, family: FontSpec.family(design: "rounded"), width: -0.2)
    #expect(rounded.drawnWidth == .standard)
    #expect(width(rounded) == width(FontSpec(size: 17, family: FontSpec.family(design: "rounded"))))
    // A family asked for by name with faces of its own width gets them, not a scale: DejaVu Sans
    // Condensed, Debian's only condensed sans face, sets the line about 0.9 of DejaVu Sans.
    let dejaVu = width(FontSpec(size: 17, family: "DejaVu Sans"))
    let condensed = width(FontSpec(size: 17, family: "DejaVu Sans", width: -0.2))
    #expect(condensed < dejaVu * 0.95 && condensed > dejaVu * 0.85, "\(condensed) of \(dejaVu)")
    #expect(FontConfiguration.syntheticScale(drawn: "DejaVu Sans", width: .condensed) == 1)
  }

  /// A part of a text at another width (`Text("a") + Text("b").fontWidth(.condensed)`) narrows only its
  /// stretch: the whole line is the standard line less that stretch's share.
  @Test func aRunAtAnotherWidth() {
    let font = FontSpec(size: 17)
    let head = "Hello, "
    let tail = String(line.dropFirst(head.count))
    let headWidth = measurer.size(ofText: head, font: font).width
    let run = TextRun(start: head.utf8.count, end: line.utf8.count)
    var condensedRun = run
    condensedRun.width = FontWidth.condensed.value
    let mixed = width(font, TextParagraph(runs: [condensedRun]))
    let tailCondensed = measurer.size(ofText: tail, font: FontSpec(size: 17, width: -0.2)).width
    #expect(mixed.isApproximatelyEqual(to: headWidth + tailCondensed, absoluteTolerance: 1), "\(mixed)")
    #expect(mixed < width(font) * 0.9)
  }

  /// A scene's text layer at `width: .condensed`, on the view runtime, draws its ink over 0.79 of the
  /// standard line's columns (within 3 %: the ends of the glyphs' ink); a bad width names the key.
  @Test func aSceneTextAtAWidth() throws {
    func inkWidth(_ width: String) throws -> Int {
      let yaml = """
        size: [400, 80]
        fps: 1
        background: white
        layers:
          - { text: "Compressed line", font: { size: 36\(width) }, position: [200, 40] }
        """
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("width-\(UUID()).yaml")
      try yaml.write(to: url, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: url) }
      let scene = try SceneLowering.scene(contentsOf: url, measurer: measurer)
      let frame = try Rasterizer().render(scene.displayList(at: 0, measurer: measurer))
      let columns = (0..<frame.width).filter { x in (0..<frame.height).contains { frame.pixel(x: x, y: $0).r < 128 } }
      return (columns.last ?? 0) - (columns.first ?? 0)
    }
    let standard = Double(try inkWidth(""))
    let condensed = Double(try inkWidth(", width: .condensed"))
    #expect(condensed.isApproximatelyEqual(to: standard * 0.79, relativeTolerance: 0.03), "\(condensed) of \(standard)")
    #expect(try inkWidth(", width: -0.3") < Int(condensed))
    #expect(throws: SceneError.self) {
      try runtimeScene(text: "size: [10, 10]\nlayers: [{ text: a, font: { width: .narrow } }]")
    }
  }
}
