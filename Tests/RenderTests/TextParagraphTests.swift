import Foundation
import Render
import SceneFormat
import Testing

/// Multi-line text: wrapping at a frame's width, `lineLimit`, `multilineTextAlignment`, `.italic()` and
/// `.rounded`, measured with Pango and checked in pixels.
@Suite struct TextParagraphTests {
  let m = PangoTextMeasurer()
  let font = FontSpec(size: 20)
  let sentence = "The quick brown fox jumps over the lazy dog"

  func render(_ yaml: String, size: (Int, Int) = (300, 200)) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: "size: [\(size.0), \(size.1)]\nfps: 1\nbackground: white\nlayers:\n\(yaml)", file: "text.yaml")
    return try Rasterizer().render(scene.displayList(at: 0, measurer: m))
  }

  /// The columns in rows `rows` where some pixel is darker than mid grey.
  func inkColumns(_ f: RenderedFrame, rows: Range<Int>) -> [Int] {
    (0..<f.width).filter { x in rows.contains { y in f.pixels[y * f.bytesPerRow + 4 * x + 1] < 128 } }
  }

  /// Wrapped at 120 pt, every line fits in 120 and the height is a whole number of single lines; with
  /// `lineLimit: 2` exactly two lines remain.
  @Test func wrapsAtTheWidthAndLimitsLines() {
    let line = m.size(ofText: "Tg", font: font).height
    let one = m.size(ofText: sentence, font: font)
    let wrapped = m.size(ofText: sentence, font: font, paragraph: TextParagraph(width: 120))
    #expect(one.height == line && one.width > 120)
    #expect(wrapped.width <= 120 && wrapped.width > 60)
    let lines = wrapped.height / line
    #expect(lines >= 3 && lines == lines.rounded(), "\(lines) lines")
    let limited = m.size(ofText: sentence, font: font, paragraph: TextParagraph(width: 120, lineLimit: 2))
    #expect(limited.height == 2 * line && limited.width <= 120)
    // Newlines count as lines too: three paragraphs limited to two; a wrapped paragraph and another, limited
    // to two lines in all (Pango alone limits each paragraph).
    #expect(m.size(ofText: "a\nb\nc", font: font, paragraph: TextParagraph(lineLimit: 2)).height == 2 * line)
    #expect(
      m.size(ofText: sentence + "\nMore", font: font, paragraph: TextParagraph(width: 120, lineLimit: 2)).height == 2
        * line)
    #expect(
      m.size(ofText: "Short\n" + sentence, font: font, paragraph: TextParagraph(width: 120, lineLimit: 2)).height == 2
        * line)
    // Re-wrapping at the widest line's width gives the same lines (what a laid-out Swift Text draws at).
    #expect(m.size(ofText: sentence, font: font, paragraph: TextParagraph(width: wrapped.width)) == wrapped)
  }

  /// A line cut with "…" at its line limit is never wider than the width it wraps at, as on iOS: Pango's
  /// (17-point semibold, 150 wide, two lines) is 150.28 points, and a Swift `Text` drawn at that width
  /// instead of 150 would cut its second line elsewhere.
  @Test func aTruncatedLineIsNoWiderThanItsWidth() {
    let text = "Text wraps at its frame, centred, and stops after two lines of it"
    let semibold = FontSpec(size: 17, weight: 600)
    let cut = m.size(ofText: text, font: semibold, paragraph: TextParagraph(width: 150, lineLimit: 2))
    #expect(cut.width == 150, "\(cut)")
    #expect(m.size(ofText: text, font: semibold, paragraph: TextParagraph(width: cut.width, lineLimit: 2)) == cut)
  }

  /// A long first line and a short second one in a 300-wide canvas, centred on x = 150: leading puts the
  /// short line's ink at the block's left edge, trailing at its right edge, center midway.
  @Test func alignmentPlacesShortLines() throws {
    func secondLine(_ alignment: String) throws -> (left: Int, right: Int, blockLeft: Int, blockRight: Int) {
      let f = try render(
        """
          - text: "MMMMMMMMMM\\nii"
            font: { size: 20 }
            multilineTextAlignment: .\(alignment)
            position: [150, 100]
        """)
      let first = inkColumns(f, rows: 70..<99)
      let second = inkColumns(f, rows: 101..<130)
      return (second.min() ?? -1, second.max() ?? -1, first.min() ?? -1, first.max() ?? -1)
    }
    let leading = try secondLine("leading")
    let trailing = try secondLine("trailing")
    let center = try secondLine("center")
    #expect(abs(leading.left - leading.blockLeft) <= 3)
    #expect(abs(trailing.right - trailing.blockRight) <= 3)
    #expect(abs((center.left + center.right) - 300) <= 3, "centre line at \((center.left + center.right) / 2)")
    #expect(leading.right < 150 && trailing.left > 150)
  }

  /// `font: { italic: true }` slants: the ink of an "l" leans right going up (its top rows' centre is right
  /// of its bottom rows'), an upright "l" does not lean.
  @Test func italicLeans() throws {
    func lean(_ italic: Bool) throws -> Double {
      let f = try render("  - { text: \"l\", font: { size: 80, italic: \(italic) }, position: [150, 100] }")
      var rows: [(y: Int, centre: Double)] = []
      for y in 0..<f.height {
        let xs = (0..<f.width).filter { f.pixels[y * f.bytesPerRow + 4 * $0 + 1] < 128 }
        if !xs.isEmpty { rows.append((y, Double(xs.reduce(0, +)) / Double(xs.count))) }
      }
      let third = rows.count / 3
      let top = rows.prefix(third).map(\.centre).reduce(0, +) / Double(third)
      let bottom = rows.suffix(third).map(\.centre).reduce(0, +) / Double(third)
      return top - bottom
    }
    #expect(try lean(true) > 4)
    #expect(abs(try lean(false)) < 1)
  }

  /// `.rounded` is Quicksand, installed by `make`: it measures differently from Inter.
  @Test func roundedIsQuicksand() {
    #expect(FontSpec.family(design: "rounded") == "Quicksand")
    let rounded = m.size(ofText: "Rounded", font: FontSpec(size: 30, family: "Quicksand"))
    let inter = m.size(ofText: "Rounded", font: FontSpec(size: 30))
    #expect(rounded.width != inter.width)
  }

  /// A text layer wraps at its `frame` width; bad values are refused with the key named.
  @Test func sceneKeys() throws {
    let scene = try runtimeScene(
      text: """
        size: [300, 200]
        fps: 1
        layers: [{ text: "\(sentence)", font: { size: 20 }, frame: [120, 80], \
        lineLimit: 2, multilineTextAlignment: .center }]
        """, file: "text.yaml")
    let item = try scene.displayList(at: 0, measurer: m).items[0]
    guard case .text(_, _, _, let paragraph, _) = item.content else {
      Issue.record("not text")
      return
    }
    #expect(paragraph == TextParagraph(width: 120, lineLimit: 2, alignment: .center))
    #expect(item.frameSize == m.size(ofText: sentence, font: font, paragraph: paragraph))
    for bad in ["lineLimit: 0", "lineLimit: 1.5", "multilineTextAlignment: .centre"] {
      #expect(throws: SceneError.self) {
        try runtimeScene(text: "size: [300, 200]\nfps: 1\nlayers: [{ text: a, \(bad) }]", file: "t.yaml")
      }
    }
    #expect(throws: SceneError.self) {
      try runtimeScene(text: "size: [300, 200]\nfps: 1\nlayers: [{ emoji: a, lineLimit: 2 }]", file: "t.yaml")
    }
  }
}

/// `foregroundStyle: { linearGradient: … }` paints text with the gradient across its frame: the ink at the
/// left is red, at the right blue.
@Suite struct GradientTextTests {
  @Test func textTakesAGradient() throws {
    let scene = try runtimeScene(
      text: """
        size: [400, 100]
        fps: 1
        background: white
        layers:
          - text: "MMMMMMMMMM"
            font: { size: 40, weight: black }
            foregroundStyle: { linearGradient: { colors: ["#FF0000", "#0000FF"], \
        startPoint: .leading, endPoint: .trailing } }
            position: [200, 50]
        """, file: "g.yaml")
    let f = try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
    // The fully inked pixels (green 0: the gradient has none) of each end's first and last letters: their
    // mean is nearly pure red on the left (within 5 % of the way), nearly pure blue on the right.
    func ink(_ xs: Range<Int>) -> (r: Int, b: Int) {
      var r = 0
      var b = 0
      var n = 0
      for x in xs {
        for y in 30..<70 {
          let p = f.pixel(x: x, y: y)
          if p.g == 0 {
            r += Int(p.r)
            b += Int(p.b)
            n += 1
          }
        }
      }
      return n == 0 ? (0, 0) : (r / n, b / n)
    }
    let left = ink(0..<50)
    let right = ink(350..<400)
    #expect(left.r > 200 && left.b < 60, "\(left)")
    #expect(right.b > 200 && right.r < 60, "\(right) \(left)")
    #expect(throws: SceneError.self) {
      try runtimeScene(
        text: "size: [10, 10]\nfps: 1\nlayers: [{ text: a, foregroundColor: .red, foregroundStyle: .blue }]",
        file: "g.yaml")
    }
  }
}
