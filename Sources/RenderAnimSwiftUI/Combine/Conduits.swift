/// The subscribers of a subject (or a future, a published property, a timer): each with its demand. A
/// value goes to each subscriber that asked for one; the end goes to all, and to any that comes after.
nonisolated final class Conduits<Output, Failure: Error> {
  private var conduits: [Conduit] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  var ended: Bool { completion != nil }
  /// Whether any subscriber is attached.
  var isEmpty: Bool { conduits.isEmpty }
  /// Runs when the last subscriber cancels (a timer then stops ticking).
  var lastCancelled: (() -> Void)?

  /// Attaches `subscriber`. With `current`, a subscriber's first demand is met with the value it gives
  /// (a `CurrentValueSubject`'s, a published property's).
  func attach<S: Subscriber>(_ subscriber: S, current: (() -> Output?)? = nil)
  where S.Input == Output, S.Failure == Failure {
    if let completion {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(
      owner: self, receive: { subscriber.receive($0) }, complete: { subscriber.receive(completion: $0) },
      current: current)
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  /// Sends `value` to each subscriber that asked for one.
  func send(_ value: Output) {
    guard !ended else { return }
    for conduit in conduits { conduit.offer(value) }
  }

  /// Ends: every subscriber receives `completion`, once.
  func send(completion: Subscribers.Completion<Failure>) {
    guard !ended else { return }
    self.completion = completion
    let all = conduits
    conduits = []
    for conduit in all { conduit.finish(completion) }
  }

  fileprivate func remove(_ conduit: Conduit) {
    conduits.removeAll { $0 === conduit }
    if conduits.isEmpty { lastCancelled?() }
  }

  /// One subscriber's subscription.
  final class Conduit: Subscription {
    private weak var owner: Conduits?
    private var receive: ((Output) -> Subscribers.Demand)?
    private var complete: ((Subscribers.Completion<Failure>) -> Void)?
    private var current: (() -> Output?)?
    private var demand = Subscribers.Demand.none

    init(
      owner: Conduits, receive: @escaping (Output) -> Subscribers.Demand,
      complete: @escaping (Subscribers.Completion<Failure>) -> Void, current: (() -> Output?)?
    ) {
      self.owner = owner
      self.receive = receive
      self.complete = complete
      self.current = current
    }

    func offer(_ value: Output) {
      guard let receive, demand > 0 else { return }
      demand -= 1
      demand += receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
      let complete = self.complete
      release()
      complete?(completion)
    }

    func request(_ demand: Subscribers.Demand) {
      self.demand += demand
      if let current = self.current, self.demand > 0 {
        self.current = nil
        if let value = current() { offer(value) }
      }
    }

    func cancel() {
      release()
      owner?.remove(self)
    }

    private func release() {
      receive = nil
      complete = nil
      current = nil
    }
  }
}
