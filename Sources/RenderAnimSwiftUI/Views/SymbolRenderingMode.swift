/// How an SF Symbol paints its layers (SwiftUI's `SymbolRenderingMode`; docs/swift-views.md, SF Symbols).
/// render-anim's symbols have two layers where they are an enclosed or composed name (`person.circle.fill`,
/// `1.square`) and one otherwise; a symbol with one layer draws alike in every mode.
nonisolated public struct SymbolRenderingMode: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case monochrome, hierarchical, palette, multicolor }
  let kind: Kind

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  /// Every layer in the foreground style, each layer after the first more transparent.
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  /// Each layer in its own style of `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)`.
  public static let palette = SymbolRenderingMode(kind: .palette)
  /// The symbol's own colours: the open icon fonts have none, so it draws as monochrome.
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}
