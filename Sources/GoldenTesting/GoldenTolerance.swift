/// How far a rendered frame may stray from its golden and still match.
///
/// A pixel *differs* when any channel (straight-alpha R, G, B, A, 0…255) differs by more than
/// ``channel`` — or, with ``perceptual`` set, when its colour differs by more than that CIE ΔE₀₀
/// (composited over mid grey) or its alpha by more than ``channel``. The frame matches when the number of
/// differing pixels is at most ``maxPixels`` and at most ``maxFraction`` of all pixels.
/// ```swift
/// GoldenTolerance(channel: 2, maxFraction: 0.001)
/// ```
public struct GoldenTolerance: Sendable, Equatable, Codable {
  /// Largest per-channel difference that does not count.
  public var channel: Int
  /// Largest number of differing pixels allowed (`nil`: no count limit).
  public var maxPixels: Int?
  /// Largest fraction of differing pixels allowed (`nil`: no fraction limit).
  public var maxFraction: Double?
  /// A ΔE₀₀ threshold for colour: compare perceptually instead of per channel (`nil`: per channel).
  public var perceptual: Double?

  /// A tolerance; the defaults accept ±2 per channel on at most 0.1 % of the pixels. Give `maxPixels`,
  /// `maxFraction` or both; with neither, the fraction limit is 0.1 %.
  public init(channel: Int = 2, maxPixels: Int? = nil, maxFraction: Double? = nil, perceptual: Double? = nil) {
    self.channel = channel
    self.maxPixels = maxPixels
    self.maxFraction = maxPixels == nil && maxFraction == nil ? 0.001 : maxFraction
    self.perceptual = perceptual
  }

  /// Exact equality of every pixel.
  public static let exact = GoldenTolerance(channel: 0, maxPixels: 0)

  /// Whether `differing` pixels out of `total` are acceptable.
  public func accepts(differing: Int, of total: Int) -> Bool {
    if let maxPixels, differing > maxPixels { return false }
    if let maxFraction, total > 0, Double(differing) / Double(total) > maxFraction { return false }
    return true
  }
}
