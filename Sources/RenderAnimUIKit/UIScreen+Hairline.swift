nonisolated extension UIScreen {
  /// The thinnest line the screen draws, one pixel (⅓ point at 3×; a point at 1×): UIKit's separators and
  /// bar shadows.
  package static var hairline: Double { 1 / max(1, Double(main.scale)) }
}
