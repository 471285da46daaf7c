/// `#colorLiteral` where a `Color` is expected (`let tint: Color = #colorLiteral(…)`), as SwiftUI's `Color`
/// takes it.
nonisolated extension Color: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral`: sRGB components 0…1.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
