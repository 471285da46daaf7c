/// What a publisher gives its subscriber: asked for values, or cancelled (Combine's `Subscription`).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Combine's namespace of subscriptions.
nonisolated public enum Subscriptions {
  /// A subscription that does nothing: for a publisher that completes at once.
  public static var empty: any Subscription { EmptySubscription() }
}

/// ``Subscriptions/empty``.
nonisolated final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
