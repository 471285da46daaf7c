import DisplayModel

nonisolated extension GraphicsContext {
  /// What fills or strokes a path (SwiftUI's `GraphicsContext.Shading`): a colour, a gradient in the
  /// context's coordinates, a shape style, or the foreground style.
  public struct Shading {
    enum Kind {
      case color(Color)
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
      case conic(Gradient, center: CGPoint, angle: Angle)
      case style(any ShapeStyle)
      case foreground
    }
    let kind: Kind

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    /// A colour from sRGB components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      .color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    /// A grey.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
      .color(Color(white: white, opacity: opacity))
    }
    /// A linear gradient between two points.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }
    /// A radial gradient around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
    /// A full turn of colours around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }
    /// A shape style (a colour or gradient, with unit points across the canvas).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
    /// The foreground style of the canvas.
    public static var foreground: Shading { Shading(kind: .foreground) }
  }

  /// The colour and gradient `shading` paints with in a shape whose frame is `box` (gradient points are in
  /// the context's coordinates, a shape style's unit points in the box).
  func paint(_ shading: Shading, in box: CGRect) -> (color: RGBAColor?, gradient: GradientFill?) {
    let env = recorder.environment
    let scheme = env.colorScheme
    func unit(_ p: CGPoint) -> UnitPoint {
      UnitPoint(x: Double(p.x - box.minX) / Double(box.width), y: Double(p.y - box.minY) / Double(box.height))
    }
    switch shading.kind {
    case .color(let c): return (c.resolved(scheme), nil)
    case .linear(let g, let start, let end):
      return (nil, GradientFill(kind: .linear(start: unit(start), end: unit(end)), stops: g.fillStops(scheme)))
    case .radial(let g, let center, let r0, let r1):
      return (
        nil,
        GradientFill(kind: .radial(center: unit(center), startRadius: r0, endRadius: r1), stops: g.fillStops(scheme))
      )
    case .conic(let g, let center, let angle):
      return (
        nil,
        GradientFill(
          kind: .angular(center: unit(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi),
          stops: g.fillStops(scheme))
      )
    case .style(let s): return (s.flatColor(scheme), s.gradientFill(scheme))
    case .foreground: return (env.foregroundColor, env.foregroundGradient)
    }
  }

  // MARK: Paths

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recordShape(path) { spec, box in
      let (color, gradient) = paint(shading, in: box)
      spec.fill = color
      spec.gradient = gradient
    }
  }
  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recordShape(path) { spec, box in
      let (color, gradient) = paint(shading, in: box)
      spec.strokeColor = color ?? (gradient == nil ? nil : .black)
      spec.strokeGradient = gradient
      style.apply(to: &spec)
    }
  }
  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text and images

  /// A text or image resolved for drawing: its size is known.
  public struct ResolvedText {
    let drawn: (content: DisplayContent, size: Size)?
    /// The size the text takes.
    public func measure(in size: CGSize) -> CGSize {
      CGSize(width: drawn?.size.width ?? 0, height: drawn?.size.height ?? 0)
    }
  }
  /// An image resolved for drawing.
  public struct ResolvedImage {
    let drawn: (content: DisplayContent, size: Size)?
    /// The image's size.
    public var size: CGSize { CGSize(width: drawn?.size.width ?? 0, height: drawn?.size.height ?? 0) }
    /// The baseline (the bottom, for images).
    public var baseline: CGFloat { size.height }
  }

  /// A view of the canvas's `symbols:`, resolved for drawing.
  public struct ResolvedSymbol {
    let drawn: (content: DisplayContent, size: Size)
    /// The symbol's size.
    public var size: CGSize { CGSize(width: drawn.size.width, height: drawn.size.height) }
  }

  /// The symbol tagged `id` among the canvas's `symbols:`; nil when none is (or render-anim cannot draw
  /// it as one piece: a text, an image, or a shape in a frame of fixed size).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    recorder.symbols[AnyHashable(id)].map { ResolvedSymbol(drawn: $0) }
  }
  /// Draws a symbol with its `anchor` at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    place(symbol.drawn, at: point, anchor: anchor)
  }
  /// Draws a symbol scaled to fill `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    draw(ResolvedImage(drawn: symbol.drawn), in: rect)
  }

  /// `text` in the canvas's environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(drawn: recorder.resolveView(text)) }
  /// `image` in the canvas's environment.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(drawn: recorder.resolveView(image)) }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }
  /// Draws resolved text with its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    place(text.drawn, at: point, anchor: anchor)
  }
  /// Draws `text` at the top-leading corner of `rect`.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
  /// Draws resolved text at the top-leading corner of `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    place(text.drawn, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
  }
  /// Draws `image` with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }
  /// Draws a resolved image with its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    place(image.drawn, at: point, anchor: anchor)
  }
  /// Draws `image` scaled to fill `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }
  /// Draws a resolved image scaled to fill `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard let drawn = image.drawn, drawn.size.width > 0, drawn.size.height > 0 else { return }
    let scale = CGAffineTransform(
      scaleX: Double(rect.width) / drawn.size.width, y: Double(rect.height) / drawn.size.height)
    record(
      drawn.content, frame: drawn.size,
      at: scale.concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY)))
  }

  /// Records drawn content with its `anchor` at `point`.
  private func place(_ drawn: (content: DisplayContent, size: Size)?, at point: CGPoint, anchor: UnitPoint) {
    guard let drawn else { return }
    let x = Double(point.x) + (0.5 - anchor.x) * drawn.size.width
    let y = Double(point.y) + (0.5 - anchor.y) * drawn.size.height
    record(drawn.content, frame: drawn.size, at: CGAffineTransform(translationX: x, y: y))
  }
}
