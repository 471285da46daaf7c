/// SF Symbol variants (SwiftUI's `SymbolVariants`): an enclosing shape, the filled form, a slash, set with
/// `.symbolVariant` on the views inside. A symbol takes the variant by its name: `Image(systemName:
/// "heart")` under `.symbolVariant(.circle.fill)` draws `heart.circle.fill`, as SwiftUI does.
nonisolated public struct SymbolVariants: Hashable, Sendable {
  /// `circle`, `square`, `rectangle` or nil.
  var shape: String? = nil
  /// The filled form.
  var filled = false
  /// The slashed form.
  var slashed = false

  /// No variant: the symbol as named.
  public static let none = SymbolVariants()
  /// The filled form.
  public static let fill = SymbolVariants(filled: true)
  /// In a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// In a square.
  public static let square = SymbolVariants(shape: "square")
  /// In a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Slashed.
  public static let slash = SymbolVariants(slashed: true)

  /// This variant, filled.
  public var fill: SymbolVariants {
    var v = self
    v.filled = true
    return v
  }
  /// This variant, in a circle.
  public var circle: SymbolVariants {
    var v = self
    v.shape = "circle"
    return v
  }
  /// This variant, in a square.
  public var square: SymbolVariants {
    var v = self
    v.shape = "square"
    return v
  }
  /// This variant, slashed.
  public var slash: SymbolVariants {
    var v = self
    v.slashed = true
    return v
  }

  /// Whether the variant includes `other`'s parts.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
  }

  /// `name` with this variant's shape and slash, in SF Symbols' order (`heart.circle`, `bell.slash`);
  /// parts the name has already are not added again. The fill is asked for separately.
  func name(_ name: String) -> String {
    var base = name
    var filled = false
    if base.hasSuffix(".fill") {
      base.removeLast(".fill".count)
      filled = true
    }
    if let shape, !base.hasSuffix("." + shape), !base.contains("." + shape + ".") { base += "." + shape }
    if slashed, !base.hasSuffix(".slash") { base += ".slash" }
    return filled ? base + ".fill" : base
  }
}
