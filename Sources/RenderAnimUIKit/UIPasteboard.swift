import Foundation

/// UIKit's pasteboard, which copy buttons write to. A render has no pasteboard to share with other apps, and
/// a frame must not depend on what another render copied: what is written is dropped and reading finds
/// nothing (docs/swift-views.md, UIKit), so a view that copies on a tap renders as it draws.
nonisolated public final class UIPasteboard: Sendable {
  /// The system's general pasteboard.
  public static let general = UIPasteboard()

  /// A pasteboard of render-anim's own.
  public init() {}

  /// The first string on the pasteboard: always nil; setting it does nothing.
  public var string: String? {
    get { nil }
    set {}
  }
  /// The strings on the pasteboard: always nil; setting them does nothing.
  public var strings: [String]? {
    get { nil }
    set {}
  }
  /// The first URL on the pasteboard: always nil; setting it does nothing.
  public var url: URL? {
    get { nil }
    set {}
  }
  /// The first image on the pasteboard: always nil; setting it does nothing.
  public var image: UIImage? {
    get { nil }
    set {}
  }
  /// Whether the pasteboard holds a string: false.
  public var hasStrings: Bool { false }
  /// Whether the pasteboard holds a URL: false.
  public var hasURLs: Bool { false }
  /// Whether the pasteboard holds an image: false.
  public var hasImages: Bool { false }
  /// How many items the pasteboard holds: none.
  public var numberOfItems: Int { 0 }
}
