import Foundation
import Keyframes

extension SceneDecoder {
  static let layerKeys = [
    "id", "emoji", "text", "shape", "image", "group", "font", "foregroundColor", "frame",
    "cornerRadius", "fill", "stroke", "position", "modifiers", "if", "layout", "spacing", "alignment",
    "HStack", "VStack", "ZStack", "systemImage", "symbolVariant", "contentMode", "aspectRatio",
    "lineLimit", "multilineTextAlignment", "renderingMode", "strokeBorder", "foregroundStyle",
  ]

  func layer(_ node: YAMLValue, stateNames: [String]) throws(SceneError) -> LayerSpec {
    let f = try node.fields(allowed: Self.layerKeys)
    let location = SourceLocation(file: file, line: node.line, column: node.column, path: node.path)
    let kinds = ["emoji", "text", "systemImage", "shape", "image", "group", "HStack", "VStack", "ZStack"].filter {
      f[$0] != nil
    }
    guard kinds.count == 1 else {
      throw node.error(
        kinds.isEmpty
          ? "a layer needs one of emoji, text, systemImage, shape, image, group, HStack, VStack or ZStack"
          : "a layer has exactly one content; found \(kinds.joined(separator: " and "))")
    }
    var spec = LayerSpec(
      id: try f["id"]?.string(), content: .group([]), fontSize: 64, fontWeight: 400, fontFamily: nil,
      frame: nil, cornerRadius: 0, fill: nil, stroke: nil, foregroundColor: nil, position: nil,
      modifiers: [], location: location)
    try fontKeys(f, into: &spec)
    try paintKeys(f, into: &spec)
    try strokeKeys(f, into: &spec, location: location)
    try contentKeys(f, into: &spec, stateNames: stateNames)
    try imageKeys(f, into: &spec)
    for (key, axis) in [
      ("group", nil), ("HStack", StackLayout.Axis.horizontal), ("VStack", .vertical), ("ZStack", .depth),
    ] {
      guard let g = f[key] else { continue }
      var children: [LayerSpec] = []
      for item in try g.sequence() { children.append(try layer(item, stateNames: stateNames)) }
      spec.content = .group(children)
      if let axis {
        spec.layout = try stackShorthand(axis, spacing: f["spacing"], alignment: f["alignment"], at: location)
      }
    }
    try layoutKeys(f, into: &spec, location: location)
    try paragraphKeys(f, into: &spec)
    if let c = f["if"] { spec.condition = try valueSpec(c, type: .bool) }
    return spec
  }

  /// `font`: a text style, or `size` (a number or an expression), `weight`, `family`, `style`, `design`,
  /// `italic`.
  func fontKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec) throws(SceneError) {
    if let font = f["font"], !font.isMapping {
      // A text style: `font: .title` (SwiftUI's `Font.title`).
      var name = try font.string()
      if name.hasPrefix(".") { name.removeFirst() }
      guard let style = TextStyle(rawValue: name) else {
        throw font.error(
          "unknown text style '\(name)'" + DidYouMean.hint(for: name, among: TextStyle.allCases.map(\.rawValue)))
      }
      (spec.fontSize, spec.fontWeight) = style.font
    } else if let font = f["font"] {
      let ff = try font.fields(allowed: ["size", "weight", "family", "style", "design", "italic", "width"])
      if let s = ff["style"] {
        var name = try s.string()
        if name.hasPrefix(".") { name.removeFirst() }
        guard let style = TextStyle(rawValue: name) else {
          throw s.error(
            "unknown text style '\(name)'" + DidYouMean.hint(for: name, among: TextStyle.allCases.map(\.rawValue)))
        }
        (spec.fontSize, spec.fontWeight) = style.font
      }
      if let d = ff["design"] {
        var name = try d.string()
        if name.hasPrefix(".") { name.removeFirst() }
        guard let family = FontSpec.family(design: name) else {
          throw d.error(
            "unknown font design '\(name)'"
              + DidYouMean.hint(for: name, among: ["default", "rounded", "serif", "monospaced"]))
        }
        spec.fontFamily = family
      }
      if let s = ff["size"], (try? s.number()) == nil {
        // An expression over state: the size animates with the state's transactions (a layer channel).
        spec.fontSizeExpression = try valueSpec(s, type: .number)
      } else if let s = ff["size"] {
        spec.fontSize = try s.number()
        // Below a tenth of a point a run is invisible at any scale, and Pango and Cairo fail on it.
        guard spec.fontSize >= 0.1 && spec.fontSize <= 4096 else {
          throw s.error("font size must be between 0.1 and 4096, got \(spec.fontSize)")
        }
      }
      if let w = ff["weight"] { spec.fontWeight = try weight(w) }
      if let family = ff["family"] { spec.fontFamily = try family.string() }
      if let italic = ff["italic"] { spec.fontItalic = try italic.bool() }
      if let w = ff["width"] { spec.fontWidth = try width(w) }
    }
  }

  /// `frame`, `cornerRadius`, `fill`, `foregroundColor` and `foregroundStyle`.
  func paintKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec) throws(SceneError) {
    if let fr = f["frame"] {
      let (w, h) = try fr.pair()
      guard w >= 0 && h >= 0 && w <= 16384 && h <= 16384 else {
        throw fr.error("frame sizes must be between 0 and 16384")
      }
      spec.frame = (w, h)
    }
    if let r = f["cornerRadius"] { spec.cornerRadius = try r.number() }
    if let fillNode = f["fill"], fillNode.isMapping {
      spec.gradient = try gradient(fillNode)
    } else {
      spec.fill = try f["fill"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .color) }
    }
    if f["foregroundColor"] != nil, let both = f["foregroundStyle"] {
      throw both.error("a layer has foregroundColor or foregroundStyle, not both")
    }
    // `foregroundStyle`: a colour, as `foregroundColor`, or a gradient across the text's frame.
    if let style = f["foregroundStyle"], style.isMapping {
      spec.foregroundGradient = try gradient(style)
    } else {
      spec.foregroundColor = try (f["foregroundColor"] ?? f["foregroundStyle"]).map {
        (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .color)
      }
    }
  }

  /// `stroke` or `strokeBorder` with SwiftUI's `StrokeStyle`.
  func strokeKeys(
    _ f: [String: YAMLValue], into spec: inout LayerSpec, location: SourceLocation
  ) throws(SceneError) {
    if f["stroke"] != nil, let both = f["strokeBorder"] {
      throw both.error("a layer has stroke or strokeBorder, not both")
    }
    if let s = f["stroke"] ?? f["strokeBorder"] {
      spec.strokeInside = f["strokeBorder"] != nil
      let sf = try s.fields(allowed: ["color", "lineWidth", "lineCap", "lineJoin", "dash", "dashPhase"])
      func named<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(SceneError) -> T?
      where T.RawValue == String {
        guard let n = sf[key] else { return nil }
        var name = try n.string()
        if name.hasPrefix(".") { name.removeFirst() }
        guard let v = T(rawValue: name) else {
          throw n.error("unknown \(key) '\(name)'" + DidYouMean.hint(for: name, among: T.allCases.map(\.rawValue)))
        }
        return v
      }
      if let cap = try named("lineCap", StrokeStyle.Cap.self) { spec.strokeStyle.lineCap = cap }
      if let join = try named("lineJoin", StrokeStyle.Join.self) { spec.strokeStyle.lineJoin = join }
      if let d = sf["dash"] {
        var lengths: [Double] = []
        for item in try d.sequence() {
          let x = try item.number()
          guard x >= 0, x <= 16384 else { throw item.error("a dash length is between 0 and 16384, got \(x)") }
          lengths.append(x)
        }
        guard lengths.isEmpty || lengths.contains(where: { $0 > 0 }) else {
          throw d.error("dash lengths must not all be 0")
        }
        spec.strokeStyle.dash = lengths
      }
      if let p = sf["dashPhase"] { spec.strokeStyle.dashPhase = try p.number() }
      // A gradient stroke: `color: { linearGradient: … }`.
      if let c = sf["color"], c.isMapping { spec.strokeGradient = try gradient(c) }
      let color =
        try sf["color"].flatMap { (n: YAMLValue) throws(SceneError) in
          n.isMapping ? nil : try valueSpec(n, type: .color)
        }
        ?? .constant(.color(.black), location)
      let width = try sf["lineWidth"]?.number() ?? 1
      guard width >= 0 else { throw s.error("lineWidth must not be negative") }
      spec.stroke = (color, width)
    }
  }

  /// `position`, the content keys `emoji`, `text`, `systemImage` (with `symbolVariant`) and `shape`, and
  /// `modifiers` (a shape needs a frame, from its key or a frame modifier).
  func contentKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec, stateNames: [String]) throws(SceneError) {
    if let p = f["position"] {
      if p.isSequence, let items = try? p.sequence(), items.count == 2 {
        spec.position = (try valueSpec(items[0], type: .number), try valueSpec(items[1], type: .number))
      } else {
        let pf = try p.fields(allowed: ["x", "y"])
        guard let x = pf["x"], let y = pf["y"] else { throw p.error("position needs [x, y] or {x:, y:}") }
        spec.position = (try valueSpec(x, type: .number), try valueSpec(y, type: .number))
      }
    }
    if let e = f["emoji"] { spec.content = .emoji(try textSpec(e, stateNames: stateNames)) }
    if let t = f["text"] { spec.content = .text(try textSpec(t, stateNames: stateNames)) }
    if let i = f["systemImage"] {
      var fill = false
      if let v = f["symbolVariant"] {
        var name = try v.string()
        if name.hasPrefix(".") { name.removeFirst() }
        guard ["fill", "none"].contains(name) else { throw v.error("symbolVariant is .fill or .none, got '\(name)'") }
        fill = name == "fill"
      }
      // A name not in the table draws a placeholder, with a warning (``Scene/sourceWarnings``).
      spec.content = .symbol(try textSpec(i, stateNames: stateNames), fill: fill)
    } else if let v = f["symbolVariant"] {
      throw v.error("symbolVariant belongs to a systemImage layer")
    }
    if let m = f["modifiers"] {
      spec.modifiers = try modifiers(m, stateNames: stateNames)
    }
    if let s = f["shape"] {
      let name = try s.string()
      guard let kind = ShapeKind(rawValue: name) else {
        throw s.error("unknown shape '\(name)'" + DidYouMean.hint(for: name, among: ShapeKind.allCases.map(\.rawValue)))
      }
      let framed = spec.modifiers.contains {
        if case .frame(let w, let h) = $0 { return w != nil && h != nil }
        return false
      }
      guard spec.frame != nil || framed else {
        throw s.error("a shape needs frame: [width, height] (or a frame modifier with both)")
      }
      spec.content = .shape(kind)
    }
  }

  func weight(_ node: YAMLValue) throws(SceneError) -> Int {
    let names = [
      "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
      "bold": 700, "heavy": 800, "black": 900,
    ]
    if case .number(let v) = node.scalar {
      guard v >= 100 && v <= 1000 else { throw node.error("font weight must be 100…1000 or a name, got \(v)") }
      return Int(v)
    }
    var name = try node.string()
    if name.hasPrefix(".") { name.removeFirst() }
    guard let w = names[name] else {
      throw node.error("unknown font weight '\(name)'" + DidYouMean.hint(for: name, among: names.keys))
    }
    return w
  }

  /// A font's `width`: SwiftUI's `Font.Width` by name (`.compressed`, `.condensed`, `.standard`,
  /// `.expanded`) or value (−1…1).
  func width(_ node: YAMLValue) throws(SceneError) -> Double {
    let names = ["compressed": -0.3, "condensed": -0.2, "standard": 0.0, "expanded": 0.2]
    if case .number(let v) = node.scalar {
      guard v >= -1 && v <= 1 else { throw node.error("font width must be -1…1 or a name, got \(v)") }
      return v
    }
    var name = try node.string()
    if name.hasPrefix(".") { name.removeFirst() }
    guard let w = names[name] else {
      throw node.error("unknown font width '\(name)'" + DidYouMean.hint(for: name, among: names.keys))
    }
    return w
  }

  /// `layout:` on a group, and the checks that tie `spacing`/`alignment` to the stack keys.
  func layoutKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec, location: SourceLocation) throws(SceneError) {
    if let l = f["layout"] {
      guard case .group = spec.content, spec.layout == nil else {
        throw l.error("'layout' belongs to a 'group' (HStack, VStack and ZStack already have one)")
      }
      spec.layout = try valueSpec(l, type: .layout)
    }
    let isStack = ["HStack", "VStack", "ZStack"].contains { f[$0] != nil }
    for key in ["spacing", "alignment"] where f[key] != nil && !isStack {
      throw f[key]!.error("'\(key)' belongs to an HStack, VStack or ZStack layer; with 'layout', pass it to the layout")
    }
  }

  /// `HStack: […]` with `spacing:` and `alignment:` as a constant layout.
  func stackShorthand(
    _ axis: StackLayout.Axis, spacing: YAMLValue?, alignment: YAMLValue?,
    at location: SourceLocation
  ) throws(SceneError) -> ValueSpec {
    var layout = StackLayout(axis: axis)
    if let s = spacing {
      layout.spacing = try s.number()
      guard layout.spacing.isFinite else { throw s.error("spacing must be a finite number") }
      if axis == .depth { throw s.error("a ZStack has no spacing") }
    }
    if let a = alignment {
      guard case .unitPoint(let p) = try valueSpec(a, type: .unitPoint).evaluate([String: SceneValue]()) else {
        throw a.error("alignment must be a constant such as .top or .leading")
      }
      layout.alignment = p
    }
    return .constant(.layout(layout), location)
  }

  /// A text or emoji string: an expression when it parses as one and reads state (`likeCount`,
  /// `String(format: "%d", count)`, `context.date`); otherwise the literal text.
  func textSpec(_ node: YAMLValue, stateNames: [String]) throws(SceneError) -> ValueSpec {
    if case .string(let s, _) = node.scalar, let e = try? Expression(s),
      !e.referencedNames.isDisjoint(with: Set(stateNames))
    {
      return ValueSpec(
        source: .expression(e), type: .any,
        location: SourceLocation(file: file, line: node.line, column: node.column, path: node.path))
    }
    return try valueSpec(node, type: .string)
  }
}
