import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// The SF Symbol table is data (data/sf-symbols/mapping.tsv, docs/swift-views.md, SF Symbols): glyphs of
/// two icon fonts and composed shapes, and a view's symbol variant chooses the name.
@Suite struct SymbolTableTests {
  let measurer = EstimatedTextMeasurer()

  func content(_ root: @escaping () -> any View) throws -> DisplayContent? {
    let scene = try ViewScene.scene(
      file: "/tmp/Symbols.swift", text: "symbols", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items.first?.content
  }

  /// The family and character of a glyph symbol.
  func glyph(_ content: DisplayContent?) -> (String?, UInt32)? {
    guard case .text(let s, let font, _, _, _)? = content, let scalar = s.unicodeScalars.first else { return nil }
    return (font.family, scalar.value)
  }

  @Test func theTableIsReadFromItsData() throws {
    #expect(SFSymbols.names.count >= 1300)
    // The community font draws what Google's lacks: a sun behind a cloud is MDI's weather-partlycloudy.
    let cloud = try #require(glyph(try content { Image(systemName: "cloud.sun.fill") }))
    #expect(cloud.0 == SFSymbols.communityFamily)
    // Google's: heart (favorite_border E87E) and heart.fill (favorite E87D).
    #expect(glyph(try content { Image(systemName: "heart") })! == (SFSymbols.family, 0xE87E))
    #expect(glyph(try content { Image(systemName: "heart.fill") })! == (SFSymbols.family, 0xE87D))
  }

  /// The strings a content draws, groups' included, in order.
  func strings(_ content: DisplayContent?) -> [String] {
    switch content {
    case .text(let s, _, _, _, _)?: return [s]
    case .group(let items)?: return items.flatMap { strings($0.content) }
    default: return []
    }
  }

  /// Every lettered and numbered enclosure SF Symbols has is composed, not only those the table lists:
  /// `d.circle` draws a capital D in a circle, `q.square.fill` a Q, `37.circle` 37, `07.square` 07.
  @Test func everyLetteredAndNumberedEnclosureIsComposed() throws {
    for (name, text) in [("d.circle", "D"), ("q.square.fill", "Q"), ("37.circle", "37"), ("07.square", "07")] {
      #expect(SFSymbols.isKnown(name), "\(name)")
      #expect(strings(try content { Image(systemName: name) }) == [text], "\(name)")
    }
    #expect(!SFSymbols.isKnown("51.circle"))
  }

  /// `airplane` points right, as SF Symbols' does: Material's glyph, which points up, turned a quarter
  /// clockwise about its centre.
  @Test func aGlyphThatPointsAnotherWayIsTurned() throws {
    guard case .group(let items)? = try content({ Image(systemName: "airplane") }), let glyph = items.first else {
      Issue.record("not a turned glyph")
      return
    }
    #expect(glyph.transform.xx.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12))
    #expect(glyph.transform.yx == 1 && glyph.transform.xy == -1, "\(glyph.transform)")
  }

  /// The currency signs Material Icons has: the rupee (U+EAF7), the rouble, the franc, the yuan and the
  /// lira, each in a circle or square from its parts.
  @Test func currencySignsAreMapped() throws {
    #expect(glyph(try content { Image(systemName: "indianrupeesign") })! == (SFSymbols.family, 0xEAF7))
    for name in ["rublesign", "francsign", "chineseyuanrenminbisign", "turkishlirasign", "indianrupeesign.circle.fill"]
    {
      #expect(SFSymbols.isKnown(name), "\(name)")
    }
  }

  /// Under palette, a filled mark in a shape takes the second style, its shape's in SF Symbols (the open
  /// glyph is the triangle with the mark cut out); any other one-layer symbol the first.
  @Test func aFilledMarkInAShapeTakesTheSecondPaletteStyle() throws {
    func colour(_ name: String) throws -> RGBAColor? {
      guard
        case .text(_, _, let color, _, _)? = try content({
          Image(systemName: name).symbolRenderingMode(.palette).foregroundStyle(.white, .red)
        })
      else { return nil }
      return color
    }
    #expect(try colour("exclamationmark.triangle.fill") == RGBAColor.named("red"))
    #expect(try colour("heart.fill") == RGBAColor.named("white"))
  }

  /// `heart` under `.symbolVariant(.fill)` is `heart.fill`; under `.circle.fill`, `heart.circle.fill`.
  @Test func aVariantChoosesTheName() throws {
    let filled = glyph(try content { Image(systemName: "heart").symbolVariant(.fill) })
    #expect(filled! == glyph(try content { Image(systemName: "heart.fill") })!)
    let circled = glyph(try content { Image(systemName: "heart").symbolVariant(.circle.fill) })
    #expect(circled! == glyph(try content { Image(systemName: "heart.circle.fill") })!)
  }

  /// The items of a symbol drawn as one picture (a group of one item, under a compositing group).
  func picture(_ content: DisplayContent?) -> [DisplayItem]? {
    guard case .group(let outer)? = content, outer.count == 1, outer[0].effects == [DisplayEffect(.compositingGroup)],
      case .group(let items) = outer[0].content
    else { return nil }
    return items
  }

  /// `1.circle.fill` is a filled circle with a white 1 in the system font's semibold; `a.square` an outlined
  /// rounded square with an A; each one picture.
  @Test func numberedAndLetteredShapesAreComposed() throws {
    guard let items = picture(try content({ Image(systemName: "1.circle.fill").font(.system(size: 20)) })) else {
      Issue.record("not composed")
      return
    }
    guard case .shape(let disc) = items[0].content, case .text(let one, let font, let ink, _, _) = items[1].content
    else {
      Issue.record("\(items)")
      return
    }
    #expect(disc.kind == .circle && disc.fill == .black && items[0].frameSize == Size(width: 20, height: 20))
    #expect(one == "1" && ink == .white && font.weight == 600 && abs(font.size - 20 * 0.62) < 1e-9)
    guard let square = picture(try content({ Image(systemName: "a.square") })),
      case .shape(let outline) = square[0].content
    else {
      Issue.record("not composed")
      return
    }
    #expect(outline.kind == .roundedRectangle && outline.fill == nil && outline.strokeColor == .black)
  }
}

/// Coverage from data (docs/swift-views.md, SF Symbols): of the 1,500 names public code uses most
/// (data/sf-symbols/frequency.tsv), those that are SF Symbols at all (data/sf-symbols/not-symbols.tsv lists
/// the others), at least 1,461 are in the table: the count when the table was last extended, so a mapping
/// lost in an edit fails here.
@Suite struct SymbolCoverageTests {
  func rows(_ file: String) throws -> [[Substring]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("data/sf-symbols/\(file)"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
  }

  @Test func theMostUsedNamesAreMapped() throws {
    let notSymbols = Set(try rows("not-symbols.tsv").map { String($0[0]) })
    let top = try rows("frequency.tsv").prefix(1500).map { String($0[0]) }.filter { !notSymbols.contains($0) }
    let mapped = top.filter { SFSymbols.isKnown($0) }
    #expect(top.count == 1483)
    #expect(mapped.count == 1483, "\(top.filter { !SFSymbols.isKnown($0) })")
  }

  /// docs/swift-views.md's overall count: the names of the whole list that draw, and their share of the uses.
  @Test func theWholeListIsCoveredByUse() throws {
    let all = try rows("frequency.tsv")
    let known = all.filter { SFSymbols.isKnown(String($0[0])) }
    func uses(_ rows: [[Substring]]) -> Int { rows.reduce(0) { $0 + (Int($1[1]) ?? 0) } }
    #expect(all.count == 1696 && uses(all) == 22343)
    // 1,590 names and 22,233 uses: 99.5 %.
    #expect(known.count == 1590 && uses(known) == 22233, "\(known.count) names, \(uses(known)) uses")
  }
}
