import SceneFormat

/// How a label stands relative to its anchor point.
enum LabelAlignment { case left, center, right }

extension DrawingContext {
  /// Draws one line of text (Pango, sans-serif) with its vertical centre at `y`; answers its width.
  @discardableResult
  func label(
    _ text: String, x: Double, y: Double, size: Double = 11, weight: Int = 400,
    color: RGBAColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.2), align: LabelAlignment = .left
  ) -> Double {
    let layout = TextLayout(text, family: "sans-serif", size: size, weight: weight, context: self)
    let w = layout.logical.width
    let cx: Double
    switch align {
    case .left: cx = x + w / 2
    case .center: cx = x
    case .right: cx = x - w / 2
    }
    save()
    translate(cx, y)
    setColor(color)
    layout.draw(in: self)
    restore()
    return w
  }

  /// A straight line from (x0, y0) to (x1, y1).
  func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, color: RGBAColor) {
    newPath()
    move(x0, y0)
    line(x1, y1)
    setColor(color)
    stroke(width: width)
  }
}
