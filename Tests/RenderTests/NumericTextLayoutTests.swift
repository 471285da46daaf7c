import DisplayModel
import Render
import Testing

/// `.numericText()` draws a changing number one character at a time; each stands where the whole string
/// sets it (docs/swift-views.md, What is supported), so the number does not jump as the change starts and
/// ends. Pango's widths, with kerning: at progress 0 the last character ends where the old string does,
/// and at 1 where the new one does.
@Suite struct NumericTextLayoutTests {
  let measurer = PangoTextMeasurer()

  @Test(arguments: ["rounded", "default"])
  func theCharactersStandWhereTheStringSetsThem(_ design: String) {
    let font = FontSpec(size: 48, weight: 400, family: FontSpec.family(design: design))
    let transition = ContentTransition.numericText(countsDown: nil)
    for (q, string) in [(0.0, "5,000"), (1.0, "10,000")] {
      let (items, size) = transition.items(
        from: "5,000", to: "10,000", progress: q, font: font, color: RGBAColor(red: 0, green: 0, blue: 0),
        measurer: measurer)
      let whole = measurer.size(ofText: string, font: font).width
      #expect(size.width.isApproximatelyEqual(to: whole, absoluteTolerance: 1e-9))
      // The shown characters (opaque): their left and right ink-box edges against the string's.
      let shown = items.filter { $0.opacity > 0.999 }
      let right = shown.map { $0.transform.x0 + $0.frameSize.width / 2 }.max() ?? 0
      let left = shown.map { $0.transform.x0 - $0.frameSize.width / 2 }.min() ?? 0
      #expect(abs(right - whole / 2) < 0.25, "\(design) q=\(q): right \(right), string ends \(whole / 2)")
      #expect(abs(left + whole / 2) < 0.25, "\(design) q=\(q): left \(left), string starts \(-whole / 2)")
    }
  }
}
