/// SF Symbols by name, drawn with open icon fonts, since Apple's symbols may not be redistributed: Google's
/// Material Icons (Debian's fonts-material-design-icons-iconfont, Apache 2.0) and the community's Material
/// Design Icons 7.4.47 (Apache 2.0, installed by scripts/install-icon-font.sh), each name mapped to a glyph of
/// the same meaning; numbered and lettered shapes (`1.circle`, `a.square.fill`) are composed of a shape and
/// the system font's character. The mapping is data (`data/sf-symbols/mapping.tsv`, with the frequency list
/// of public code it was chosen from; docs/swift-views.md, SF Symbols). Scene files and Swift views draw
/// symbols through ``content(_:fill:side:color:gradient:rendering:variableValue:weight:measurer:)``.
public enum SFSymbols {
  /// The family of Google's Material Icons.
  public static let family = "Material Icons"
  /// The family of the community's Material Design Icons.
  public static let communityFamily = "Material Design Icons"
  /// A glyph's size relative to the symbol's box: the icon fonts' glyphs fill five sixths of their em, so
  /// they are drawn 1.2 times larger than the box they stand for.
  public static let sizeFactor = 1.2

  /// How one name is drawn.
  enum Entry: Sendable, Equatable {
    /// A glyph of an icon font, in its outline and filled forms (the same where the font has one).
    case glyph(family: String, outline: UInt32, fill: UInt32)
    /// A character of the system font in a shape (`circle`, `square`, `rectangle`, or none), outlined or filled.
    case composed(shape: String, filled: Bool, text: String)
  }

  /// The glyphs that point another way than SF Symbols' (`airplane`: Material's points up, SF's right):
  /// the mapping's `turn=DEGREES`, clockwise on screen, by name.
  static let turns: [String: Double] = {
    var turns: [String: Double] = [:]
    for line in mapping.split(separator: "\n") {
      let cells = line.trimmingPrefix(while: { $0 == " " }).split(separator: "\t").map(String.init)
      if cells.count >= 5, cells[1] != "compose", cells[4].hasPrefix("turn="),
        let degrees = Double(cells[4].dropFirst("turn=".count))
      {
        turns[cells[0]] = degrees
      }
    }
    return turns
  }()

  /// The table, read once from ``mapping``.
  static let table: [String: Entry] = {
    var table: [String: Entry] = [:]
    for line in mapping.split(separator: "\n") {
      let cells = line.trimmingPrefix(while: { $0 == " " }).split(separator: "\t").map(String.init)
      guard cells.count >= 4 else { continue }
      switch cells[1] {
      case "compose" where cells.count >= 5:
        table[cells[0]] = .composed(shape: cells[2], filled: cells[3] == "filled", text: cells[4])
      case "material", "mdi":
        guard let outline = UInt32(cells[2], radix: 16), let fill = UInt32(cells[3], radix: 16) else { continue }
        table[cells[0]] = .glyph(family: cells[1] == "mdi" ? communityFamily : family, outline: outline, fill: fill)
      default: continue
      }
    }
    // Every lettered and numbered enclosure SF Symbols has — a to z, 0 to 50 and 00 to 09 in a circle or a
    // square, outlined or filled — composed as the table's own are (a letter's character in capitals).
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    let numbers = (0...50).map(String.init) + (0...9).map { "0\($0)" }
    for name in letters + numbers {
      for shape in ["circle", "square"] {
        for filled in [false, true] {
          let full = "\(name).\(shape)" + (filled ? ".fill" : "")
          if table[full] == nil { table[full] = .composed(shape: shape, filled: filled, text: name.uppercased()) }
        }
      }
    }
    return table
  }()

  /// Every name the table maps.
  public static var names: [String] { Array(table.keys) }

  /// Whether `name` (or its form without `.fill`) is mapped, or is an icon of the table in a circle or square.
  public static func isKnown(_ name: String) -> Bool {
    entry(name, fill: false) != nil || layers(name, fill: false) != nil
  }

  /// Whether `family` is one of the icon fonts symbols are drawn with.
  public static func isSymbolFamily(_ family: String?) -> Bool { family == Self.family || family == communityFamily }

  /// The entry for `name` and whether to draw its filled form: the name itself; with `fill`
  /// (`symbolVariant(.fill)`), `name.fill` first; a `.fill` name the table has only without, filled.
  static func entry(_ name: String, fill: Bool) -> (Entry, filled: Bool)? {
    if fill, !name.hasSuffix(".fill"), let e = table[name + ".fill"] { return (e, true) }
    if let e = table[name] { return (e, fill || name.hasSuffix(".fill")) }
    if name.hasSuffix(".fill"), let e = table[String(name.dropLast(".fill".count))] { return (e, true) }
    return nil
  }

  /// The character of `name`'s glyph (nil for a composed or unmapped name).
  public static func character(_ name: String, fill: Bool = false) -> Character? {
    guard case (.glyph(_, let outline, let solid), let filled)? = entry(name, fill: fill),
      let scalar = Unicode.Scalar(filled ? solid : outline)
    else { return nil }
    return Character(scalar)
  }

  /// The character of `name`'s glyph and the icon font it is in, to set a symbol inside a line of text
  /// (nil for a composed or unmapped name).
  public static func glyph(_ name: String, fill: Bool = false) -> (character: Character, family: String)? {
    guard case (.glyph(let family, _, _), _)? = entry(name, fill: fill), let c = character(name, fill: fill) else {
      return nil
    }
    return (c, family)
  }

  /// What draws `name` as a symbol whose box is `side` points, and the size it takes: a glyph 1.2 times
  /// the box, as text in `color` (or `gradient`), or a composed shape and character of that size; in two
  /// layers for a hierarchical or palette `rendering` of an enclosed or composed name
  /// (`layered(_:fill:side:rendering:color:measurer:)`); with a `variableValue`, a variable symbol's parts above
  /// the value dimmed (`variable(_:parts:value:side:)`); with a `coloring`, the parts a `variableColor` run
  /// has reached lit (`variable(_:parts:coloring:side:)`).
  /// Nil for a name the table lacks.
  public static func content(
    _ name: String, fill: Bool, side: Double, color: RGBAColor, gradient: GradientFill? = nil,
    rendering: SymbolRendering = .monochrome, variableValue: Double? = nil, coloring: VariableColoring? = nil,
    weight: Int = 400, measurer: any TextMeasuring
  ) -> (content: DisplayContent, size: Size)? {
    guard let (entry, filled) = entry(name, fill: fill) else {
      // `phone.down.circle.fill` where the table has `phone.down`: the enclosure and the glyph in one colour.
      guard gradient == nil, layers(name, fill: fill) != nil else { return nil }
      return layered(
        name, fill: fill, side: side, rendering: .monochrome, color: color, weight: weight, measurer: measurer)
    }
    // A mapped name draws its table glyph unless the rendering paints layers of their own colours.
    if gradient == nil, rendering != .monochrome, rendering != .multicolor,
      let layered = layered(
        name, fill: fill, side: side, rendering: rendering, color: color, weight: weight, measurer: measurer)
    {
      return layered
    }
    switch entry {
    case .glyph(let family, let outline, let solid):
      guard let scalar = Unicode.Scalar(filled ? solid : outline) else { return nil }
      let font = glyphFont(size: side * sizeFactor, weight: weight, family: family)
      let text = String(Character(scalar))
      let drawn = markedShapeColor(name, filled: filled, rendering: rendering) ?? color
      var content = DisplayContent.text(text, font: font, color: drawn, gradient: gradient)
      let size = measurer.size(ofText: text, font: font)
      // A glyph that points another way than SF Symbols' is turned about its centre.
      if let degrees = turns[name] ?? turns[filled ? name + ".fill" : name] {
        content = .group([
          DisplayItem(content: content, frameSize: size, transform: .rotation(radians: degrees * .pi / 180))
        ])
      }
      // A variable colour run lights its parts; at rest, and for a symbol without parts, the glyph.
      if let coloring, let parts = variableParts(name),
        let lit = variable(DisplayItem(content: content, frameSize: size), parts: parts, coloring: coloring, side: side)
      {
        return (lit, size)
      }
      // At the top of the range every part is lit: the plain glyph.
      if let variableValue, let parts = variableParts(name), litParts(variableValue, count: parts.count) < parts.count {
        let glyph = DisplayItem(content: content, frameSize: size)
        return (variable(glyph, parts: parts, value: variableValue, side: side), size)
      }
      return (content, size)
    case .composed(let shape, let solid, let text):
      return composed(
        shape: shape, filled: solid, text: text, side: side, color: color, weight: weight, measurer: measurer)
    }
  }

  /// The shapes SF Symbols fills around a mark (`exclamationmark.triangle.fill`, `checkmark.shield.fill`).
  static let markedShapes: Set<String> = [
    "triangle", "octagon", "shield", "seal", "diamond", "hexagon", "pentagon", "bubble", "rectangle", "capsule",
  ]

  /// The colour of a filled mark in a shape under palette rendering: SF Symbols draws the shape as the
  /// secondary layer and the mark as the primary; the open glyph is the shape with the mark cut out, so it
  /// takes the secondary style (the mark shows what is behind, where iOS paints it in the primary). Nil for
  /// any other symbol or rendering, which paints its one layer in the primary style.
  static func markedShapeColor(_ name: String, filled: Bool, rendering: SymbolRendering) -> RGBAColor? {
    guard filled, case .palette(let colors) = rendering, colors.count > 1 else { return nil }
    let parts = name.split(separator: ".").filter { $0 != "fill" }
    guard parts.count >= 2, let shape = parts.last, markedShapes.contains(String(shape)) else { return nil }
    return colors[1]
  }

  /// The thickness of a symbol's strokes at a font weight (100 ultra-light … 900 black) relative to regular:
  /// SF Symbols has nine weights matched to the system font's. Apple publishes no stroke widths, so these are
  /// the widths of the bars of Inter's `+` at its nine weights, relative to its regular's (measured on Debian's
  /// Inter 3.19 at 400 pixels: thin 9.1 … regular 31.8 … black 63.6 pixels): a symbol of SF Pro's family
  /// drawn with the open face that stands for SF Pro (docs/swift-views.md, SF Symbols).
  static func strokeRatio(_ weight: Int) -> Double {
    let ratios = [0.286, 0.522, 0.764, 1, 1.2, 1.4, 1.6, 1.8, 2]
    let w = min(max(Double(weight), 100), 900) / 100 - 1
    let i = min(Int(w), ratios.count - 2)
    return ratios[i] + (ratios[i + 1] - ratios[i]) * (w - Double(i))
  }

  /// The icon font that draws a glyph of `size` points at `weight`: the font's one weight, regular, its
  /// outline moved by half the difference between the weight's strokes and regular's, so a stroke of the
  /// icon grids (2 of 24 units of the em, Material's and Material Design Icons') is as much thicker or
  /// thinner as ``strokeRatio(_:)`` says. Regular draws the font's outline as it is.
  static func glyphFont(size: Double, weight: Int, family: String) -> FontSpec {
    let stroke = size * 2 / 24
    return FontSpec(size: size, family: family, glyphOutset: stroke * (strokeRatio(weight) - 1) / 2)
  }

  /// A character in a shape, as SF Symbols' numbered and lettered shapes draw it: the shape fills the box
  /// (a circle, a square with rounded corners, or a rounded rectangle 1.3 times as wide as tall), outlined at
  /// a thirteenth of its side or filled; the character in the system font's semibold, in the colour, or
  /// white on a filled shape (where iOS cuts it out of the shape); both at `weight`
  /// (``enclosure(_:filled:side:color:weight:)``, ``character(_:side:color:weight:measurer:)``).
  static func composed(
    shape: String, filled: Bool, text: String, side: Double, color: RGBAColor, weight: Int = 400,
    measurer: any TextMeasuring
  ) -> (content: DisplayContent, size: Size) {
    var items: [DisplayItem] = []
    if shape != "none" { items.append(enclosure(shape, filled: filled, side: side, color: color, weight: weight)) }
    let ink = filled && shape != "none" ? cutOut(of: color) : color
    items.append(character(text, side: side, color: ink, weight: weight, measurer: measurer))
    let size = Size(width: side * sizeFactor, height: side * sizeFactor)
    return (picture(items, size: size), size)
  }

  /// A symbol drawn from several items (an enclosure and a glyph, a variable colour's lit and dim parts)
  /// as one picture, as iOS draws a symbol as one image: the opacity and shadows around it apply to it
  /// whole.
  static func picture(_ items: [DisplayItem], size: Size) -> DisplayContent {
    .group([DisplayItem.picture(of: items, size: size)])
  }

  /// What stands for a character or glyph cut out of a filled enclosure of `color`: iOS shows what is
  /// behind the symbol there, which the display list does not know, so render-anim draws the cut-out white,
  /// or black when the enclosure is light (relative luminance above 0.6: a white symbol on a dark screen),
  /// so that it stays visible as the hole does on iOS.
  static func cutOut(of color: RGBAColor) -> RGBAColor {
    color.luminance > 0.6 ? .black : .white
  }

  /// A symbol's enclosing shape filling a box of `side` points: a circle, a square with rounded corners,
  /// or a rounded rectangle 1.3 times as wide as tall; outlined at a thirteenth of its side at regular (as
  /// much thicker or thinner at another `weight` as ``strokeRatio(_:)`` says), or filled.
  static func enclosure(
    _ shape: String, filled: Bool, side: Double, color: RGBAColor, weight: Int = 400
  )
    -> DisplayItem
  {
    var spec = ShapeSpec(kind: shape == "circle" ? .circle : .roundedRectangle, cornerRadius: side * 0.22)
    if filled {
      spec.fill = color
    } else {
      spec.strokeColor = color
      spec.lineWidth = side / 13 * strokeRatio(weight)
      spec.strokeInside = true
    }
    return DisplayItem(
      content: .shape(spec), frameSize: Size(width: shape == "rectangle" ? side * 1.3 : side, height: side))
  }

  /// A composed symbol's character sized for a box of `side` points, in the system font's semibold for a
  /// regular symbol and two weights above the symbol's `weight` at the others (at most black).
  static func character(
    _ text: String, side: Double, color: RGBAColor, weight: Int = 400, measurer: any TextMeasuring
  ) -> DisplayItem {
    let font = FontSpec(size: side * (text.count > 1 ? 0.5 : 0.62), weight: min(max(weight, 100) + 200, 900))
    return DisplayItem(
      content: .text(text, font: font, color: color), frameSize: measurer.size(ofText: text, font: font))
  }

  /// What stands in for a name not in the table: a translucent grey rounded square of `side` points.
  public static func placeholder(side: Double) -> ShapeSpec {
    ShapeSpec(
      kind: .roundedRectangle, cornerRadius: side / 5, fill: RGBAColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 0.35))
  }
}
