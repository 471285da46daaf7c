/// SwiftUI's `PreviewProvider`, the preview before `#Preview`: when a file has no `--view`, its first
/// preview — a `#Preview` block or a `PreviewProvider`'s `previews`, in the order of the file — is the
/// root (`--preview N` counts both kinds). Several views in `previews` stand one above the other.
@MainActor @preconcurrency public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}

/// SwiftUI's preview layouts: `.fixed` lays the preview out in a frame of that size, which is the canvas
/// without `--size`, as Xcode's canvas is; the others leave the canvas the view's own size (or `--size`).
nonisolated public enum PreviewLayout: Sendable {
  /// The device's screen.
  case device
  /// The view's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: Double, height: Double)
}

/// A device named for a preview (kept for API compatibility).
nonisolated public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name.
  public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
  /// A `.fixed(width:height:)` layout: the view in a frame of that size (the canvas without `--size`, as in
  /// Xcode's canvas); the other layouts change nothing.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    var size: (width: CGFloat?, height: CGFloat?) = (nil, nil)
    if case .fixed(let width, let height) = layout { size = (CGFloat(width), CGFloat(height)) }
    return frame(width: size.width, height: size.height)
  }
  /// Kept for API compatibility: previews are chosen with `--preview N`.
  public func previewDisplayName(_ name: String?) -> some View { self }
  /// Kept for API compatibility: the canvas is `--size`.
  public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}
