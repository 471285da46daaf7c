import Foundation

/// A control that opens a URL (SwiftUI's `Link`), drawn as iOS draws it: its label in the tint colour, as a
/// borderless button. A render opens nothing: tapping it calls the environment's ``OpenURLAction``, which
/// does nothing unless a view above set one (docs/swift-views.md, Controls).
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: { openURL(destination) }) { label }
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link to `destination` titled with a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// Opens a URL (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`). A render has no browser: by
/// default it does nothing; a view can set its own with `.environment(\.openURL, OpenURLAction { … })`.
nonisolated public struct OpenURLAction: Sendable {
  /// What a handler made of a URL.
  public struct Result: Sendable {
    let handled: Bool
    /// The handler opened the URL.
    public static let handled = Result(handled: true)
    /// The handler did not: the system would open it (a render does nothing).
    public static let discarded = Result(handled: false)
    /// The handler left it to the system (a render does nothing).
    public static let systemAction = Result(handled: false)
    /// The handler asks the system to open `url` instead (a render does nothing).
    public static func systemAction(_ url: URL) -> Result { Result(handled: false) }
  }

  let handler: Unchecked?

  /// An action that calls `handler` with each URL.
  public init(handler: @escaping (URL) -> Result) { self.handler = Unchecked(value: handler) }
  init() { handler = nil }

  /// Opens `url`: calls the handler a view set, if any.
  public func callAsFunction(_ url: URL) { _ = (handler?.value as? (URL) -> Result)?(url) }
  /// Opens `url` and calls `completion` with whether it was (always false without a handler that handles it).
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion((handler?.value as? (URL) -> Result)?(url).handled ?? false)
  }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

extension EnvironmentValues {
  /// The action that opens URLs (``Link`` calls it).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
