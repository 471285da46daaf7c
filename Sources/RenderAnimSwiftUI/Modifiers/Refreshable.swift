/// Refreshes a view's content (SwiftUI's `RefreshAction`, the environment's `refresh`): set by
/// `.refreshable`, which on iOS runs it when a list is pulled down past its top. A render pulls no list
/// (`--drag` scrolls within the content), so the action is kept and never run, and the list draws as at
/// rest, as on iOS before a pull (docs/swift-views.md, Lists and forms).
nonisolated public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Runs the refresh.
  public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action `.refreshable` set around the view, or nil.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Makes the scrollable content inside refreshable by a pull: the environment's ``EnvironmentValues/refresh``.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}
