import Foundation
import Scene

/// Measures emoji and text runs with Pango, exactly as ``Rasterizer`` shapes them: what the scene
/// layer uses for layer frames. Thread-safe; results are cached.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [Rasterizer.TextKey: Size] = [:]
  private var context: DrawingContext?

  /// A measurer with an empty cache.
  public init() {}

  public func size(ofEmoji string: String, fontSize: Double) -> Size {
    measure(Rasterizer.TextKey(text: string, family: "Noto Color Emoji", size: fontSize, weight: 400))
  }

  public func size(ofText string: String, font: FontSpec) -> Size {
    measure(Rasterizer.TextKey(text: string, family: font.family ?? "sans-serif", size: font.size, weight: font.weight))
  }

  private func measure(_ key: Rasterizer.TextKey) -> Size {
    lock.lock()
    defer { lock.unlock() }
    if let size = cache[key] { return size }
    if context == nil { context = try? DrawingContext(ImageSurface(width: 1, height: 1)) }
    guard let context else { return Size(width: key.size, height: key.size) }
    let layout = TextLayout(key.text, family: key.family, size: key.size, weight: key.weight, context: context)
    let size = Size(width: layout.logical.width, height: layout.logical.height)
    cache[key] = size
    return size
  }
}
