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
}

extension TextMeasuring {
  /// The logical extents, in points, of a text run in `font`, on one line per newline.
  public func size(ofText string: String, font: FontSpec) -> Size {
    size(ofText: string, font: font, paragraph: TextParagraph())
  }
}
