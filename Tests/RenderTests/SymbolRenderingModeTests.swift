import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `symbolRenderingMode` and palette styles (docs/swift-views.md, SF Symbols): an enclosed symbol
/// (`person.circle.fill`) and a composed one (`1.circle.fill`) have two layers, the enclosure secondary
/// and what it encloses primary. A 100-point symbol in the middle of a 200-point canvas has its box at
/// 50…150; the enclosed person glyph is 58 points wide (0.58 of the box), its head's centre 4 of Material's
/// 24 units (9.7 points) above the middle, at (100, 90); (100, 56) is inside the circle above the person,
/// and the middle row crosses the "1".
@Suite struct SymbolRenderingModeTests {
  let red: RGB = (255, 59, 48)
  let blue: RGB = (0, 122, 255)
  let yellow: RGB = (255, 204, 0)

  func person(_ modify: @escaping (Image) -> any View) throws -> RenderedFrame {
    try viewFrame { modify(Image(systemName: "person.circle.fill")).font(.system(size: 100)) }
  }

  @Test func paletteDrawsEachLayerInItsStyle() throws {
    let f = try person { AnyView($0.symbolRenderingMode(.palette).foregroundStyle(.red, .blue)) }
    #expect(near(f.rgb(100, 90), red), "\(f.rgb(100, 90))")
    #expect(near(f.rgb(100, 56), blue), "\(f.rgb(100, 56))")
    // Outside the circle: the canvas.
    #expect(near(f.rgb(100, 45), (255, 255, 255)))
    // Two styles without a mode choose palette, as SwiftUI does; a mode on the image wins over the
    // environment's.
    #expect(try person { AnyView($0.foregroundStyle(.red, .blue)) }.pixels == f.pixels)
    #expect(
      try person {
        AnyView($0.symbolRenderingMode(.palette)).symbolRenderingMode(.monochrome).foregroundStyle(.red, .blue)
      }
      .pixels == f.pixels)
  }

  @Test func hierarchicalFadesTheSecondaryLayer() throws {
    let f = try person { AnyView($0.symbolRenderingMode(.hierarchical).foregroundStyle(.blue)) }
    #expect(near(f.rgb(100, 90), blue), "\(f.rgb(100, 90))")
    // Blue at half opacity over white: 255 − (255 − c) / 2 per channel = (128, 189, 255) (127.5 and 188.5,
    // rounded either way).
    let faded = f.rgb(100, 56)
    #expect((127...128).contains(faded.r) && (188...189).contains(faded.g) && faded.b == 255, "\(faded)")
  }

  @Test func monochromeIsTheSingleGlyph() throws {
    let plain = try person { AnyView($0.foregroundStyle(.blue)) }
    #expect(try person { AnyView($0.symbolRenderingMode(.monochrome).foregroundStyle(.blue)) }.pixels == plain.pixels)
    // Multicolor: the open fonts carry no colours, so it draws as monochrome.
    #expect(try person { AnyView($0.symbolRenderingMode(.multicolor).foregroundStyle(.blue)) }.pixels == plain.pixels)
    // The single glyph cuts the person out of the circle: the head is the canvas.
    #expect(near(plain.rgb(100, 90), (255, 255, 255)), "\(plain.rgb(100, 90))")
    #expect(near(plain.rgb(100, 56), blue))
  }

  @Test func aComposedSymbolHasTwoLayers() throws {
    let f = try viewFrame {
      Image(systemName: "1.circle.fill").font(.system(size: 100)).foregroundStyle(.red, .yellow)
    }
    // The "1" is red where it is drawn in the middle row; the circle yellow above it.
    #expect((80..<120).contains { near(f.rgb($0, 100), red) }, "\((80..<120).map { f.rgb($0, 100) })")
    #expect(near(f.rgb(100, 56), yellow), "\(f.rgb(100, 56))")
  }

  /// A symbol of one layer draws in the primary style whatever the mode.
  @Test func aOneLayerSymbolTakesThePrimary() throws {
    let red = try viewFrame { Image(systemName: "heart.fill").font(.system(size: 100)).foregroundStyle(.red) }
    let palette = try viewFrame {
      Image(systemName: "heart.fill").font(.system(size: 100)).foregroundStyle(.red, .blue)
    }
    let hierarchical = try viewFrame {
      Image(systemName: "heart.fill").font(.system(size: 100)).symbolRenderingMode(.hierarchical).foregroundStyle(.red)
    }
    #expect(palette.pixels == red.pixels)
    #expect(hierarchical.pixels == red.pixels)
  }
}

/// Every glyph of the symbol table is in the font the table names, as the install step installs it
/// (Material Icons from Debian, Material Design Icons 7.4.47 from scripts/install-icon-font.sh): a code point
/// that no installed font has would draw a box.
@Suite struct SymbolFontTests {
  @Test func everyGlyphIsInItsFont() {
    let measurer = PangoTextMeasurer()
    var missing: [String] = []
    for name in SFSymbols.names.sorted() {
      for fill in [false, true] {
        guard let (character, family) = SFSymbols.glyph(name, fill: fill) else { continue }
        let font = FontSpec(size: 24, family: family)
        if !measurer.missingCharacters(in: String(character), emoji: false, font: font).isEmpty {
          missing.append("\(name)\(fill ? " (fill)" : "")")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing)")
  }
}

/// An icon of the table in a circle or square that the table lacks whole (`phone.down.circle.fill`; the
/// table has `phone.down`) is drawn from its parts in monochrome too: the filled circle in the colour with
/// the glyph cut out (drawn white, or black in a light circle), as SF Symbols draws it, instead of a
/// placeholder.
@Suite struct EnclosedSymbolTests {
  @Test func anEnclosedNameIsDrawnFromItsParts() throws {
    #expect(SFSymbols.isKnown("phone.down.circle.fill") && SFSymbols.isKnown("phone.down.square"))
    let f = try viewFrame {
      Image(systemName: "phone.down.circle.fill").font(.system(size: 100)).foregroundStyle(.blue)
    }
    let top = f.pixel(x: 100, y: 56)
    #expect(top.r == 0 && top.g == 122 && top.b == 255, "\(top)")
    // The glyph, 58 points wide in the middle of the circle, is white where it is drawn.
    let white = (71..<129).flatMap { x in (80..<120).map { (x, $0) } }.filter {
      f.pixel(x: $0.0, y: $0.1).b == 255 && f.pixel(x: $0.0, y: $0.1).r == 255
    }
    #expect(white.count > 200, "\(white.count)")
    // A white symbol (on a dark screen, as a call's hang-up button): the cut-out is drawn black, or it
    // would vanish into the white circle.
    let light = try viewFrame {
      Image(systemName: "phone.down.circle.fill").font(.system(size: 100)).foregroundStyle(.white)
    }
    let black = (71..<129).flatMap { x in (80..<120).map { (x, $0) } }.filter { light.pixel(x: $0.0, y: $0.1).r == 0 }
    #expect(black.count > 200, "\(black.count)")
  }

  /// An outlined enclosure whose icon font has only the filled glyph (`dollarsign.circle`, where the
  /// table's `dollarsign.circle.fill` is Material's filled coin) is drawn from its parts, an outlined
  /// circle around the glyph, not as the filled one: inside the ring, between it and the glyph, is the
  /// white screen (it was blue).
  @Test func anOutlinedEnclosureIsNotDrawnFilled() throws {
    let outline = try viewFrame {
      Image(systemName: "dollarsign.circle").font(.system(size: 100)).foregroundStyle(.blue)
    }
    let filled = try viewFrame {
      Image(systemName: "dollarsign.circle.fill").font(.system(size: 100)).foregroundStyle(.blue)
    }
    // 20 points inside the ring's top, left of the glyph's middle column.
    let inside = outline.pixel(x: 80, y: 72)
    #expect(inside.r == 255 && inside.g == 255 && inside.b == 255, "\(inside)")
    let insideFilled = filled.pixel(x: 80, y: 72)
    #expect(insideFilled.b == 255 && insideFilled.r < 100, "\(insideFilled)")
  }
}
