import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A `Text` literal read as SwiftUI reads a `LocalizedStringKey` (docs/swift-views.md, Text): numbers
/// formatted for the locale with the specifier of their type, Markdown styled, texts joined with `+`
/// keeping their styles.
@Suite struct TextLocalizationTests {
  let measurer = EstimatedTextMeasurer()

  func text(locale: String = "en_US", _ root: @escaping () -> any View) throws -> (String, [TextRun]) {
    var options = ViewSceneOptions(size: Size(width: 300, height: 100), fps: 60)
    options.locale = Locale(identifier: locale)
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer, root: root)
    guard
      case .text(let s, _, _, let paragraph, _)? = try scene.displayList(at: 0, measurer: measurer).items.first?.content
    else {
      Issue.record("no text")
      return ("", [])
    }
    return (s, paragraph.runs)
  }

  /// `%lld` for an `Int` (grouped), `%lf` for a `Double` (six decimals), in the locale's separators.
  @Test func numbersAreFormattedForTheLocale() throws {
    let count = 1000
    let ratio = 2.5
    #expect(try text { Text("\(count) apples") }.0 == "1,000 apples")
    #expect(try text(locale: "de_DE") { Text("\(count) Äpfel") }.0 == "1.000 Äpfel")
    #expect(try text { Text("\(ratio)") }.0 == "2.500000")
    #expect(try text(locale: "de_DE") { Text("\(ratio)") }.0 == "2,500000")
    #expect(try text(locale: "de_DE") { Text("\(ratio, specifier: "%.1f") km") }.0 == "2,5 km")
    #expect(try text { Text("\(1234567.0, specifier: "%.2f")") }.0 == "1,234,567.00")
    // The environment's locale wins over the root's.
    #expect(try text { Text("\(count)").environment(\.locale, Locale(identifier: "fr_FR")) }.0 == "1\u{202F}000")
    // A string as written is not formatted, and neither is an interpolated string.
    #expect(try text { Text(verbatim: "\(count)") }.0 == "1000")
    #expect(try text { Text(String(count)) }.0 == "1000")
    let name = "**Ann**"
    #expect(try text { Text("Hi \(name)") } == ("Hi **Ann**", []))
  }

  /// Markdown in a literal: the delimiters go, the runs stay (UTF-8 byte ranges).
  @Test func markdownInALiteral() throws {
    let bold = try text { Text("Hello **world**") }
    #expect(bold.0 == "Hello world" && bold.1 == [TextRun(start: 6, end: 11, weight: 700)])
    let mixed = try text { Text("*a* `b` ~~c~~") }
    #expect(mixed.0 == "a b c")
    #expect(
      mixed.1 == [
        TextRun(start: 0, end: 1, italic: true), TextRun(start: 2, end: 3, family: "DejaVu Sans Mono"),
        TextRun(start: 4, end: 5, strikethrough: true),
      ])
    let link = try text { Text("See [the docs](https://example.com)") }
    #expect(
      link.0 == "See the docs"
        && link.1 == [TextRun(start: 4, end: 12, color: RGBAColor(red: 0, green: 122 / 255, blue: 1))])
    // Not Markdown: a word with underscores, a lone star, an escaped delimiter, a String.
    #expect(try text { Text("snake_case_name * 2") } == ("snake_case_name * 2", []))
    #expect(try text { Text("\\*not\\*") } == ("*not*", []))
    #expect(try text { Text("**x**" as String) } == ("**x**", []))
  }

  /// `Text("a").bold() + Text("b")`: the first piece bold, the second as the text around it; a modifier
  /// on the whole applies where a piece has none of its own.
  @Test func joinedTextsKeepTheirStyles() throws {
    let joined = try text { Text("a").bold() + Text("bc") }
    #expect(joined.0 == "abc" && joined.1 == [TextRun(start: 0, end: 1, weight: 700)])
    let outer = try text { (Text("a").italic() + Text("b")).italic(false) }
    #expect(outer.0 == "ab" && outer.1 == [TextRun(start: 0, end: 1, italic: true)])
    let inner = try text { Text("Tap \(Text("here").bold()) now") }
    #expect(inner.0 == "Tap here now" && inner.1 == [TextRun(start: 4, end: 8, weight: 700)])
  }

  /// An SF Symbol in a line: its icon font's glyph, 1.2 times the text's size as a standalone symbol is
  /// drawn (17 × 1.2 for body text), in the text's colour.
  @Test func aSymbolInALine() throws {
    let star = try #require(SFSymbols.glyph("star.fill"))
    let line = try text { Text("\(Image(systemName: "star.fill")) Favorites") }
    #expect(line.0 == "\(star.character) Favorites")
    #expect(
      line.1 == [
        TextRun(start: 0, end: String(star.character).utf8.count, weight: 400, family: star.family, size: 17 * 1.2)
      ])
    #expect(try text { Text(Image(systemName: "star.fill")) }.0 == String(star.character))
  }

  /// Every text drawn, in order (a symbol's glyph included).
  func strings(_ root: @escaping () -> any View) throws -> [String] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 300, height: 100)),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items.compactMap { item in
      if case .text(let s, _, _, _, _) = item.content { return s }
      return nil
    }
  }

  /// A literal title of a button, a label or a toggle is read as a `Text` literal is; a `String` title is
  /// drawn as written.
  @Test func titlesAreLocalizedStringKeys() throws {
    let steps = 1000
    let name = "**Ann**"
    #expect(try strings { Button("\(steps) steps") {} } == ["1,000 steps"])
    #expect(try strings { Button(name) {} } == ["**Ann**"])
    #expect(try strings { Label("**Saved**", systemImage: "star.fill") }.last == "Saved")
    #expect(try strings { Button("\(steps)", systemImage: "star.fill") {} }.last == "1,000")
    #expect(try strings { Toggle("\(steps)", isOn: .constant(true)) }.first == "1,000")
  }
}
