/// How a symbol's layers are painted: SwiftUI's `SymbolRenderingMode` with the styles it is given
/// (docs/swift-views.md, SF Symbols).
public enum SymbolRendering: Sendable, Hashable {
  /// Every layer in the foreground style; render-anim draws the table's single glyph.
  case monochrome
  /// Every layer in the foreground colour, the secondary layer at ``SFSymbols/secondaryOpacity``.
  case hierarchical
  /// The primary layer in the first colour, the secondary in the second (the first when only one is given).
  case palette([RGBAColor])
  /// The symbol's own colours. The open icon fonts carry none, so it draws as ``monochrome`` (documented).
  case multicolor
}

extension SFSymbols {
  /// The opacity of a symbol's secondary layer in hierarchical rendering, relative to the primary's.
  /// Apple publishes no number; half is what the SF Symbols app shows to the eye (an approximation).
  public static let secondaryOpacity = 0.5
  /// The size of a glyph set inside a circle or square, relative to the enclosure's side: SF Symbols'
  /// `person.circle.fill` draws the person about this large (measured by eye on Apple's catalogue pictures).
  static let enclosedGlyphScale = 0.58

  /// A symbol drawn in two layers: an enclosing shape (the secondary layer) and what it encloses (the primary).
  struct Layers {
    /// `circle`, `square` or `rectangle`.
    var shape: String
    var filled: Bool
    /// A composed symbol's character, or an enclosed icon's glyph (its font and code point).
    var text: String?
    var glyph: (family: String, scalar: Unicode.Scalar)?
  }

  /// The two layers of `name`: a composed symbol (a character in a shape), or an enclosed one —
  /// `BASE.circle`, `BASE.square`, `BASE.circle.fill`, `BASE.square.fill` with `BASE` an icon in the table,
  /// its glyph filled inside a filled enclosure. Nil for every other name, which has one layer.
  static func layers(_ name: String, fill: Bool) -> Layers? {
    if case (.composed(let shape, let solid, let text), _)? = entry(name, fill: fill), shape != "none" {
      return Layers(shape: shape, filled: solid, text: text)
    }
    var rest = Substring(name)
    var filled = fill
    if rest.hasSuffix(".fill") {
      filled = true
      rest = rest.dropLast(".fill".count)
    }
    for shape in ["circle", "square"] where rest.hasSuffix("." + shape) {
      guard
        case (.glyph(let family, let outline, let solid), _)? = entry(
          String(rest.dropLast(shape.count + 1)), fill: false),
        let scalar = Unicode.Scalar(filled ? solid : outline)
      else { return nil }
      return Layers(shape: shape, filled: filled, glyph: (family, scalar))
    }
    return nil
  }

  /// The layered drawing of `name` in `rendering`, or nil when the name has one layer. Monochrome (and
  /// multicolor) layers are drawn only for an enclosed name the table lacks whole; a composed one has
  /// the table's drawing. The enclosure fills the box; the glyph
  /// is centred at ``enclosedGlyphScale`` of it, the character as a composed symbol sets it.
  static func layered(
    _ name: String, fill: Bool, side: Double, rendering: SymbolRendering, color: RGBAColor, weight: Int = 400,
    measurer: any TextMeasuring
  ) -> (content: DisplayContent, size: Size)? {
    let (primary, secondary): (RGBAColor, RGBAColor)
    switch rendering {
    case .monochrome, .multicolor:
      // Only for a name the table lacks whole: what is enclosed is cut out of a filled enclosure (drawn as
      // a composed symbol's character is, ``cutOut(of:)``) and drawn in the colour inside an outlined one.
      guard let layers = layers(name, fill: fill), layers.text == nil else { return nil }
      (primary, secondary) = (layers.filled ? cutOut(of: color) : color, color)
    case .hierarchical:
      var faded = color
      faded.alpha *= secondaryOpacity
      (primary, secondary) = (color, faded)
    case .palette(let colors):
      let first = colors.first ?? color
      (primary, secondary) = (first, colors.count > 1 ? colors[1] : first)
    }
    guard let layers = layers(name, fill: fill) else { return nil }
    var items = [enclosure(layers.shape, filled: layers.filled, side: side, color: secondary, weight: weight)]
    if let text = layers.text {
      items.append(character(text, side: side, color: primary, weight: weight, measurer: measurer))
    } else if let (family, scalar) = layers.glyph {
      let font = glyphFont(size: side * enclosedGlyphScale * sizeFactor, weight: weight, family: family)
      let glyph = String(Character(scalar))
      items.append(
        DisplayItem(
          content: .text(glyph, font: font, color: primary), frameSize: measurer.size(ofText: glyph, font: font)))
    }
    let size = Size(width: side * sizeFactor, height: side * sizeFactor)
    return (picture(items, size: size), size)
  }
}
