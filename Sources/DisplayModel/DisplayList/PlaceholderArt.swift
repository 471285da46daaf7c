/// What stands in for an image asset that no file answers, in scene files and Swift views alike: a card
/// with a diagonal two-colour gradient whose hues come from the name, the name written on it in white.
public enum PlaceholderArt {
  /// The card's size when nothing else sizes it.
  public static let size = Size(width: 300, height: 300)
  /// The label's font.
  public static let labelFont = FontSpec(size: 13, weight: 600)

  /// The card for asset `name`: a rectangle filled with a gradient from the top-leading to the
  /// bottom-trailing corner, from a light to a darker colour of a hue hashed from the name (FNV-1a).
  public static func card(named name: String) -> ShapeSpec {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in name.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    let hue = Double(hash % 360) / 360
    let a = color(hue: hue, saturation: 0.55, brightness: 0.85)
    let b = color(hue: hue + 0.12, saturation: 0.75, brightness: 0.55)
    var spec = ShapeSpec(kind: .rectangle, fill: a)
    spec.gradient = GradientFill(
      kind: .linear(start: .topLeading, end: .bottomTrailing), stops: GradientFill.evenStops([a, b]))
    return spec
  }

  /// SwiftUI's `Color(hue:saturation:brightness:)` (HSB, hue in turns).
  public static func color(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) -> RGBAColor {
    let h = (hue - hue.rounded(.down)) * 6
    let i = Int(h) % 6
    let f = h - h.rounded(.down)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    return RGBAColor(red: r, green: g, blue: b, alpha: opacity)
  }
}
