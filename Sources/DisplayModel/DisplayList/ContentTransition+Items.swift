import Foundation

extension ContentTransition {
  /// The items drawing a text change at progress `q`: for `.opacity`, the two strings crossfading; for
  /// `.numericText`, one item per character, the unchanged ones sliding to their new places and the
  /// changed ones rolling (old out, new in, by half the line height, with a little blur).
  public func items(
    from old: String, to new: String, progress q: Double,
    font: FontSpec, color: RGBAColor, measurer: some TextMeasuring
  ) -> (items: [DisplayItem], size: Size) {
    let oldSize = measurer.size(ofText: old, font: font)
    let newSize = measurer.size(ofText: new, font: font)
    let size = Size(
      width: oldSize.width + (newSize.width - oldSize.width) * q,
      height: oldSize.height + (newSize.height - oldSize.height) * q)
    func text(_ s: String, _ x: Double, _ y: Double, _ opacity: Double, blur: Double = 0) -> DisplayItem {
      DisplayItem(
        content: .text(s, font: font, color: color), frameSize: measurer.size(ofText: s, font: font),
        transform: .translation(x: x, y: y), opacity: min(max(opacity, 0), 1), blurRadius: max(blur, 0))
    }
    guard case .numericText(let countsDown) = self else {
      return ([text(old, 0, 0, 1 - q), text(new, 0, 0, q)], size)
    }
    // Characters pair from the right, as digits of numbers do.
    func centers(_ s: String, width: Double) -> [(Character, Double)] {
      var x = -width / 2
      return s.map { ch in
        let w = measurer.size(ofText: String(ch), font: font).width
        defer { x += w }
        return (ch, x + w / 2)
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
