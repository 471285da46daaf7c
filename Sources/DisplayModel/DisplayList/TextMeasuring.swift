/// Measures shaped text so the scene layer can size emoji and text frames (docs/scene-format.md:
/// "for emoji and text, the shaped run's logical extents") without importing the rasterizer.
///
/// `Render` provides the Pango-backed implementation; tests may supply a fixed one.
public protocol TextMeasuring: Sendable {
  /// The logical extents, in points, of an emoji run at `fontSize` points.
  func size(ofEmoji string: String, fontSize: Double) -> Size
  /// The logical extents, in points, of a text in `font` set in lines by `paragraph`: its widest line
  /// by its lines' height.
  func size(ofText string: String, font: FontSpec, paragraph: TextParagraph) -> Size
  /// The baselines of a text's first and last lines, in points from the top of its logical extents.
  func baselines(ofText string: String, font: FontSpec, paragraph: TextParagraph) -> (first: Double, last: Double)
  /// The ink extents of a one-line run in `font`, where its glyphs draw, in points from the top left of its
  /// logical extents; `nil` for a measurer without a font engine.
  func inkExtents(ofText string: String, font: FontSpec) -> (x: Double, y: Double, width: Double, height: Double)?
}

extension TextMeasuring {
  /// An estimate for measurers without a font engine: a line's baseline at 0.8 of its height (a Latin
  /// face's ascent over its ascent and descent).
  public func baselines(
    ofText string: String, font: FontSpec, paragraph: TextParagraph
  ) -> (first: Double, last: Double) {
    let line = size(ofText: "X", font: font).height
    let whole = size(ofText: string, font: font, paragraph: paragraph).height
    return (0.8 * line, whole - 0.2 * line)
  }

  /// Without a font engine, nothing is known of the ink.
  public func inkExtents(
    ofText string: String, font: FontSpec
  ) -> (x: Double, y: Double, width: Double, height: Double)? { nil }

  /// The logical extents, in points, of a text run in `font`, on one line per newline.
  public func size(ofText string: String, font: FontSpec) -> Size {
    size(ofText: string, font: font, paragraph: TextParagraph())
  }
}
