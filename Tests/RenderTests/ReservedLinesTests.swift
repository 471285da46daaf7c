import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `lineLimit(_:reservesSpace:)` and line-limit ranges (docs/swift-views.md, Text and Dynamic Type): a
/// text with fewer lines than it reserves is as tall as that many of its lines, its lines at the top.
@Suite struct ReservedLinesTests {
  let m = PangoTextMeasurer()
  let font = FontSpec(size: 17)

  /// Reserving three lines, one line measures as three lines of itself; with line spacing, as three
  /// lines with two gaps; a text of four lines is as tall as its lines.
  @Test func aReservedTextIsAsTallAsItsLines() {
    var three = TextParagraph()
    three.reservedLines = 3
    let reserved = m.size(ofText: "Hi", font: font, paragraph: three)
    let written = m.size(ofText: "Hi\nHi\nHi", font: font)
    #expect(reserved.height == written.height && reserved.width == m.size(ofText: "Hi", font: font).width)
    three.lineSpacing = 6
    var spaced = TextParagraph()
    spaced.lineSpacing = 6
    #expect(
      m.size(ofText: "Hi", font: font, paragraph: three).height
        == m.size(ofText: "Hi\nHi\nHi", font: font, paragraph: spaced).height)
    #expect(
      m.size(ofText: "a\nb\nc\nd", font: font, paragraph: three).height
        == m.size(ofText: "a\nb\nc\nd", font: font, paragraph: spaced).height)
  }

  /// In a view: a red bar under a one-line title that reserves three lines starts three lines down, and
  /// the title's ink stays in its first line; `lineLimit(2...4)` reserves two; `lineLimit(3)` none.
  @Test func theLinesStandAtTheTop() throws {
    let line = m.size(ofText: "Title", font: font).height
    func barTop(_ title: @escaping () -> any View) throws -> Int? {
      let f = try viewFrame(size: Size(width: 200, height: 200)) {
        VStack(spacing: 0) {
          AnyView(title())
          Color.red.frame(width: 100, height: 10)
        }
        .frame(maxHeight: .infinity, alignment: .top)
      }
      return (0..<f.height).first { y in
        let p = f.pixel(x: 100, y: y)
        return p.r > 200 && p.g < 100
      }
    }
    let reserved = try #require(try barTop { Text("Title").font(.system(size: 17)).lineLimit(3, reservesSpace: true) })
    #expect(abs(Double(reserved) - 3 * line) <= 1, "\(reserved) vs \(3 * line)")
    let range = try #require(try barTop { Text("Title").font(.system(size: 17)).lineLimit(2...4) })
    #expect(abs(Double(range) - 2 * line) <= 1, "\(range) vs \(2 * line)")
    let plain = try #require(try barTop { Text("Title").font(.system(size: 17)).lineLimit(3) })
    #expect(abs(Double(plain) - line) <= 1, "\(plain) vs \(line)")
    // The title's ink in the reserved text: all within its first line.
    let f = try viewFrame(size: Size(width: 200, height: 200)) {
      Text("Title").font(.system(size: 17)).lineLimit(3, reservesSpace: true).frame(
        maxHeight: .infinity, alignment: .top)
    }
    let inkRows = (0..<f.height).filter { y in (0..<f.width).contains { x in f.pixel(x: x, y: y).r < 128 } }
    #expect((inkRows.last ?? 200) < Int(line.rounded(.up)), "\(inkRows)")
  }
}

/// A word broken at a narrow width gets no hyphen, as on iOS (docs/swift-views.md, Text): at a width that
/// holds four "a"s and not five, sixteen "a"s set in four lines of four; with a hyphen after each broken
/// line, three "a"s and the hyphen would fit per line and take six lines.
@Suite struct NoHyphenTests {
  @Test func aBrokenWordHasNoHyphen() {
    let m = PangoTextMeasurer()
    let font = FontSpec(size: 20)
    let four = m.size(ofText: "aaaa", font: font)
    let wrapped = m.size(
      ofText: String(repeating: "a", count: 16), font: font, paragraph: TextParagraph(width: four.width + 0.5))
    #expect(wrapped.height == m.size(ofText: "a\na\na\na", font: font).height, "\(wrapped) \(four)")
  }
}
