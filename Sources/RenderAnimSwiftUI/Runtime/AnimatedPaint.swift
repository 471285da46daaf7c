import DisplayModel

/// A drawn view's paint as an animatable vector: a rounded rectangle's corner radius, a shape's fill colour
/// or gradient (stop colours in linear light, premultiplied; stop locations; the gradient's points, radii
/// or angles), a text's or symbol's colour, font size and gradient foreground, an emoji's font size, a
/// template image's colour. SwiftUI animates colour, gradient, corner and font-size changes with the
/// transaction, as it does any animatable value.
nonisolated enum AnimatedPaint {
  /// The animator key and vector of `node`'s paint, if it has one.
  static func vector(of node: ViewNode) -> (key: String, vector: [Double])? {
    guard !node.staticPaint else { return nil }
    guard case .fixed(let content, _) = node.kind else {
      if case .shape(let spec) = node.kind { return shapeVector(spec).map { (node.path.description + "#paint", $0) } }
      if case .resizableImage(_, _, _, let template?) = node.kind {
        return (node.path.description + "#paint", template.linearPremultiplied)
      }
      // A resizable symbol's glyph, before it is scaled to the frame: its colour animates as a text's does.
      if case .resizableSymbol(.text(_, let font, let color, _, let gradient), _, _, _, _) = node.kind {
        return (
          node.path.description + "#paint",
          color.linearPremultiplied + [font.size] + (gradient.map(gradientVector) ?? [])
        )
      }
      return nil
    }
    if case .text(_, let font, let color, _, let gradient) = content {
      // A gradient foreground (text, an SF Symbol) animates its stops and points after the colour and size.
      let paint = color.linearPremultiplied + [font.size] + (gradient.map(gradientVector) ?? [])
      return (node.path.description + "#paint", paint)
    }
    // An emoji's font size animates as a text's does.
    if case .emoji(_, let size) = content { return (node.path.description + "#paint", [size]) }
    // A template image is painted in the foreground colour, which animates as a text's does.
    if case .image(_, let template?) = content {
      return (node.path.description + "#paint", template.linearPremultiplied)
    }
    return nil
  }

  /// A rounded rectangle's corner radius (its `animatableData`, as SwiftUI's `RoundedRectangle`'s), a
  /// shape's fill (a gradient's vector, or a colour), then its stroke's paint, width, dash phase and dash
  /// lengths (`StrokeStyle` is animatable in SwiftUI: a `dashPhase` change marches the dashes).
  private static func shapeVector(_ spec: ShapeSpec) -> [Double]? {
    let corner = spec.kind == .roundedRectangle ? [spec.cornerRadius] : []
    let fill = corner + (spec.gradient.map(gradientVector) ?? spec.fill?.linearPremultiplied ?? [])
    guard let strokePaint = spec.strokeGradient.map(gradientVector) ?? spec.strokeColor?.linearPremultiplied else {
      return fill.isEmpty ? nil : fill
    }
    return fill + strokePaint + [spec.lineWidth, spec.strokeStyle.dashPhase] + spec.strokeStyle.dash
  }

  /// `spec` with the fill and stroke of the animated vector `v` (laid out as `shapeVector`), or nil when
  /// `v` does not fit it.
  private static func shape(_ spec: ShapeSpec, from v: [Double]) -> ShapeSpec? {
    var spec = spec
    var rest = v[...]
    func take(_ n: Int) -> ArraySlice<Double>? {
      guard rest.count >= n else { return nil }
      defer { rest = rest.dropFirst(n) }
      return rest.prefix(n)
    }
    /// A paint (a gradient or a colour) read from the vector; false when the vector is too short.
    func paint(_ g: inout GradientFill?, _ c: inout RGBAColor?) -> Bool {
      if let old = g {
        guard let part = take(old.stops.count * 5 + old.kind.parameterCount), let animated = gradient(old, from: part)
        else { return false }
        g = animated
      } else if c != nil {
        guard let part = take(4) else { return false }
        c = RGBAColor(linearPremultiplied: Array(part))
      }
      return true
    }
    if spec.kind == .roundedRectangle {
      guard let corner = take(1) else { return nil }
      spec.cornerRadius = max(corner[corner.startIndex], 0)
    }
    guard paint(&spec.gradient, &spec.fill), paint(&spec.strokeGradient, &spec.strokeColor) else { return nil }
    guard spec.strokeGradient != nil || spec.strokeColor != nil else { return rest.isEmpty ? spec : nil }
    guard let line = take(2), rest.count == spec.strokeStyle.dash.count else { return nil }
    spec.lineWidth = max(line[line.startIndex], 0)
    spec.strokeStyle.dashPhase = line[line.startIndex + 1]
    spec.strokeStyle.dash = rest.map { max($0, 0) }
    return spec
  }

  /// A gradient's stops (colour in linear light, premultiplied, and location) and its points, radii or
  /// angles.
  private static func gradientVector(_ g: GradientFill) -> [Double] {
    var v: [Double] = []
    for stop in g.stops { v += stop.color.linearPremultiplied + [stop.location] }
    switch g.kind {
    case .linear(let s, let e): v += [Double(s.x), Double(s.y), Double(e.x), Double(e.y)]
    case .radial(let c, let r0, let r1): v += [Double(c.x), Double(c.y), r0, r1]
    case .elliptical(let c, let f0, let f1): v += [Double(c.x), Double(c.y), f0, f1]
    case .angular(let c, let a0, let a1): v += [Double(c.x), Double(c.y), a0, a1]
    case .mesh(_, _, let points, _): v += points.flatMap { [Double($0.x), Double($0.y)] }
    }
    return v
  }

  /// `g` with the stops and geometry of the animated vector `v`, or nil when `v` does not fit it.
  private static func gradient(_ g: GradientFill, from v: ArraySlice<Double>) -> GradientFill? {
    let v = Array(v)
    guard v.count == g.stops.count * 5 + g.kind.parameterCount else { return nil }
    var g = g
    for i in g.stops.indices {
      g.stops[i] = GradientFill.Stop(
        color: RGBAColor(linearPremultiplied: Array(v[(5 * i)..<(5 * i + 4)])), location: v[5 * i + 4])
    }
    let p = Array(v.suffix(g.kind.parameterCount))
    switch g.kind {
    case .linear: g.kind = .linear(start: UnitPoint(x: p[0], y: p[1]), end: UnitPoint(x: p[2], y: p[3]))
    case .radial:
      g.kind = .radial(center: UnitPoint(x: p[0], y: p[1]), startRadius: max(p[2], 0), endRadius: max(p[3], 0))
    case .elliptical:
      g.kind = .elliptical(
        center: UnitPoint(x: p[0], y: p[1]), startRadiusFraction: max(p[2], 0), endRadiusFraction: max(p[3], 0))
    case .angular: g.kind = .angular(center: UnitPoint(x: p[0], y: p[1]), startAngle: p[2], endAngle: p[3])
    case .mesh(let columns, let rows, _, let smooth):
      let points = stride(from: 0, to: p.count, by: 2).map { UnitPoint(x: p[$0], y: p[$0 + 1]) }
      g.kind = .mesh(columns: columns, rows: rows, points: points, smoothsColors: smooth)
    }
    return g
  }

  /// `content` with its paint replaced by the animated vector `v` (unchanged if `v` does not fit it).
  static func apply(_ v: [Double], to content: DisplayContent) -> DisplayContent {
    switch content {
    case .text(let s, var font, _, let paragraph, let gradient) where v.count >= 5:
      // A spring may overshoot below zero; Pango needs a positive size.
      font.size = min(max(v[4], 0.1), 4096)
      let animated = gradient.flatMap { self.gradient($0, from: v.dropFirst(5)) } ?? gradient
      return .text(
        s, font: font, color: RGBAColor(linearPremultiplied: Array(v.prefix(4))), paragraph: paragraph,
        gradient: animated)
    case .shape(let spec):
      return shape(spec, from: v).map(DisplayContent.shape) ?? content
    case .emoji(let s, _) where v.count == 1:
      return .emoji(s, fontSize: min(max(v[0], 0.1), 4096))
    case .image(let path, _?) where v.count == 4:
      return .image(path: path, template: RGBAColor(linearPremultiplied: v))
    case .group(let items) where items.count == 1 && items[0].content.isText:
      // A resizable symbol: its glyph in the group that scales it to the frame.
      var glyph = items[0]
      glyph.content = apply(v, to: glyph.content)
      return .group([glyph])
    default:
      return content
    }
  }
}

extension DisplayContent {
  /// Whether this is a text (a symbol's glyph).
  fileprivate var isText: Bool {
    if case .text = self { return true }
    return false
  }
}
