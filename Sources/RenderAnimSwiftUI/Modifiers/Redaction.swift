/// Why content is redacted (SwiftUI's `RedactionReasons`): a set of reasons that `redacted(reason:)` adds
/// to the environment and `@Environment(\.redactionReasons)` reads.
nonisolated public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// A set of reasons from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Content shown as a placeholder while the real content loads: text is drawn as a bar per line and
  /// images as their frame filled, in the foreground colour at 0.16 (docs/swift-views.md, Redaction).
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content that may be private: only views marked `privacySensitive()` are redacted, as placeholders.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date and waits for new values (iOS 17): nothing is drawn differently.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The reasons content here is redacted (empty: none).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// Whether the views here are marked `privacySensitive()`.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }
  /// Whether text and images here are drawn as placeholders: the placeholder reason, or the privacy reason
  /// on a view marked `privacySensitive()`.
  var drawsPlaceholders: Bool {
    redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
  }
}

nonisolated extension View {
  /// Redacts the view and the views inside for `reason`, added to the reasons of the views around.
  public func redacted(reason: RedactionReasons) -> some View {
    environmentChange { $0.values.redactionReasons.formUnion(reason) }
  }
  /// Shows the view and the views inside unredacted whatever the views around say.
  public func unredacted() -> some View {
    environmentChange { $0.values.redactionReasons = [] }
  }
  /// Marks the view as showing private content, redacted when the reasons include `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environmentChange { $0.values.isPrivacySensitive = sensitive }
  }
}
