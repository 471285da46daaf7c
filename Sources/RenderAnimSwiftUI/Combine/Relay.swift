/// The subscriber inside each operator: it stands between the upstream's subscription and the downstream
/// subscriber, hands each value and the end to the operator's closures, and passes demand and cancels up.
nonisolated final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
  typealias Failure = UpstreamFailure
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let value: (Relay, Input) -> Subscribers.Demand
  private let completion: (Relay, Subscribers.Completion<UpstreamFailure>) -> Void
  /// Runs when the downstream asks for values (`handleEvents(receiveRequest:)`).
  var onRequest: ((Subscribers.Demand) -> Void)?
  /// Runs when the downstream cancels (`handleEvents(receiveCancel:)`).
  var onCancel: (() -> Void)?

  /// A relay to `downstream`: `value` gets each value and returns the demand it adds (`.max(1)` for a
  /// value it drops), `completion` gets the end.
  init(
    _ downstream: Downstream, value: @escaping (Relay, Input) -> Subscribers.Demand,
    completion: @escaping (Relay, Subscribers.Completion<UpstreamFailure>) -> Void
  ) {
    self.downstream = downstream
    self.value = value
    self.completion = completion
  }

  func receive(subscription: any Subscription) {
    guard upstream == nil, let downstream else { return subscription.cancel() }
    upstream = subscription
    downstream.receive(subscription: self)
  }
  func receive(_ input: Input) -> Subscribers.Demand { downstream == nil ? .none : value(self, input) }
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard downstream != nil else { return }
    upstream = nil
    self.completion(self, completion)
  }

  func request(_ demand: Subscribers.Demand) {
    onRequest?(demand)
    upstream?.request(demand)
  }
  func cancel() {
    if downstream != nil { onCancel?() }
    downstream = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }

  /// Sends `value` downstream; the demand it adds.
  func send(_ value: Downstream.Input) -> Subscribers.Demand { downstream?.receive(value) ?? .none }
  /// Ends downstream (once), cancelling the upstream if it is still there.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let downstream = self.downstream
    self.downstream = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
    downstream?.receive(completion: completion)
  }
}

extension Relay where UpstreamFailure == Downstream.Failure {
  /// A relay whose end passes as it comes.
  convenience init(_ downstream: Downstream, value: @escaping (Relay, Input) -> Subscribers.Demand) {
    self.init(downstream, value: value, completion: { $0.finish($1) })
  }
}
