import Foundation

extension ContentTransition {
  /// The items drawing a text change at progress `q`: for `.opacity`, the two strings crossfading; for
  /// `.numericText`, one item per character, the unchanged ones sliding to their new places and the
  /// changed ones rolling (old out, new in, by half the line height, with a little blur). `spacing`'s
  /// tracking and tabular digits set each part as they set the whole text.
  public func items(
    from old: String, to new: String, progress q: Double,
    font: FontSpec, color: RGBAColor, spacing: TextParagraph = TextParagraph(), measurer: some TextMeasuring
  ) -> (items: [DisplayItem], size: Size) {
    let paragraph = TextParagraph(tracking: spacing.tracking, tabularDigits: spacing.tabularDigits)
    func measure(_ s: String) -> Size { measurer.size(ofText: s, font: font, paragraph: paragraph) }
    let oldSize = measure(old)
    let newSize = measure(new)
    let size = Size(
      width: oldSize.width + (newSize.width - oldSize.width) * q,
      height: oldSize.height + (newSize.height - oldSize.height) * q)
    func text(_ s: String, _ x: Double, _ y: Double, _ opacity: Double, blur: Double = 0) -> DisplayItem {
      DisplayItem(
        content: .text(s, font: font, color: color, paragraph: paragraph), frameSize: measure(s),
        transform: .translation(x: x, y: y), opacity: min(max(opacity, 0), 1), blurRadius: max(blur, 0))
    }
    guard case .numericText(let countsDown) = self else {
      return ([text(old, 0, 0, 1 - q), text(new, 0, 0, q)], size)
    }
    // Characters pair from the right, as digits of numbers do. Each stands where the whole string sets it:
    // it ends where the string up to it ends (the pair it ends kerned, as in the string), so that the parts
    // line up with the text before and after the change.
    func centers(_ s: String, width: Double) -> [(Character, Double)] {
      var prefix = ""
      return s.map { ch in
        prefix.append(ch)
        let w = measure(String(ch)).width
        return (ch, -width / 2 + measure(prefix).width - w / 2)
      }
    }
    let a = Array(centers(old, width: oldSize.width).reversed())
    let b = Array(centers(new, width: newSize.width).reversed())
    let up = countsDown.map { !$0 } ?? (Self.numericValue(new) >= Self.numericValue(old))
    let travel = size.height * 0.5 * (up ? 1 : -1)
    let blur = size.height * 0.08
    var items: [DisplayItem] = []
    for i in 0..<max(a.count, b.count) {
      let o = i < a.count ? a[i] : nil
      let n = i < b.count ? b[i] : nil
      if let o, let n, o.0 == n.0 {
        items.append(text(String(n.0), o.1 + (n.1 - o.1) * q, 0, 1))
        continue
      }
      if let o { items.append(text(String(o.0), o.1, -travel * q, 1 - q, blur: blur * q)) }
      if let n { items.append(text(String(n.0), n.1, travel * (1 - q), q, blur: blur * (1 - q))) }
    }
    return (items, size)
  }

  /// The digits of a string as a number, for the direction of `.numericText` (−∞ when there are none).
  static func numericValue(_ s: String) -> Double {
    let kept = s.filter { $0.isNumber || $0 == "." || $0 == "-" }
    return Double(kept) ?? -.infinity
  }
}
