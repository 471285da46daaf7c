import Foundation
import SceneFormat

/// Measures emoji and text runs with Pango, exactly as ``Rasterizer`` shapes them: what the scene
/// layer uses for layer frames. Thread-safe; results are cached.
public final class PangoTextMeasurer: TextMeasuring, GlyphCoverage, @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [Rasterizer.TextKey: Size] = [:]
  private var baselineCache: [Rasterizer.TextKey: (first: Double, last: Double)] = [:]
  private var inkCache: [Rasterizer.TextKey: (x: Double, y: Double, width: Double, height: Double)] = [:]
  private var context: DrawingContext?

  /// A measurer with an empty cache.
  public init() {}

  public func size(ofEmoji string: String, fontSize: Double) -> Size {
    measure(Rasterizer.TextKey(text: string, font: FontSpec(size: fontSize, family: "Noto Color Emoji")))
  }

  public func size(ofText string: String, font: FontSpec, paragraph: TextParagraph) -> Size {
    measure(Rasterizer.TextKey(text: string, font: font, paragraph: paragraph))
  }

  public func baselines(
    ofText string: String, font: FontSpec, paragraph: TextParagraph
  ) -> (first: Double, last: Double) {
    let key = Rasterizer.TextKey(text: string, font: font, paragraph: paragraph)
    lock.lock()
    defer { lock.unlock() }
    if let known = baselineCache[key] { return known }
    let value = layout(key)?.baselines ?? (0.8 * font.size, 0.8 * font.size)
    baselineCache[key] = value
    return value
  }

  public func inkExtents(
    ofText string: String, font: FontSpec
  ) -> (x: Double, y: Double, width: Double, height: Double)? {
    let key = Rasterizer.TextKey(text: string, font: font)
    lock.lock()
    defer { lock.unlock() }
    if let known = inkCache[key] { return known }
    guard let layout = layout(key) else { return nil }
    let ink = (
      x: layout.ink.x - layout.logical.x, y: layout.ink.y - layout.logical.y, width: layout.ink.width,
      height: layout.ink.height
    )
    inkCache[key] = ink
    return ink
  }

  /// The characters the font lacks, as the rasterizer would warn about them.
  public func missingCharacters(in string: String, emoji: Bool, font: FontSpec) -> [Character] {
    let key = Rasterizer.TextKey(
      text: string, font: emoji ? FontSpec(size: font.size, family: "Noto Color Emoji") : font)
    lock.lock()
    defer { lock.unlock() }
    return layout(key)?.missing ?? []
  }

  private func measure(_ key: Rasterizer.TextKey) -> Size {
    lock.lock()
    defer { lock.unlock() }
    if let size = cache[key] { return size }
    guard let layout = layout(key) else { return Size(width: key.font.size, height: key.font.size) }
    // A text is never wider than the width it wraps at, as on iOS: Pango's line cut with "…" can be a
    // fraction of a point wider than it.
    let width = key.paragraph.width.map { min(layout.logical.width, $0) } ?? layout.logical.width
    let size = Size(width: width, height: layout.logical.height)
    cache[key] = size
    return size
  }

  /// Shapes a run (call with the lock held).
  private func layout(_ key: Rasterizer.TextKey) -> TextLayout? {
    if context == nil { context = try? DrawingContext(ImageSurface(width: 1, height: 1)) }
    guard let context else { return nil }
    return TextLayout(key, context: context)
  }
}
