// `.onReceive` of a Combine publisher other than a timer (`$property` of a model, a subject,
// `objectWillChange`, `Just`, a notification): the view subscribes when it first appears and cancels when
// it goes, and each value runs the latest action the view's body gave, like a tap's action. The timers
// keep their own schedule (TimerPublisher.swift).

/// One `.onReceive` subscription of a view.
nonisolated final class Reception {
  /// The latest action the body gave.
  var action: (Any) -> Void
  /// The subscription.
  var cancellable: AnyCancellable?
  /// The publisher subscribed to, when it can tell a replacement (ReplaceablePublisher).
  var publisher: ObjectIdentifier?
  init(action: @escaping (Any) -> Void) { self.action = action }
}

extension ViewGraph {
  /// The view at `path` receives `publisher`'s values: subscribed the first time (values sent while it
  /// subscribes, such as a `Just`'s or the current value of a `$property`, run right after the update, as
  /// an `onAppear` does), then the latest action is kept. A subject or `$property` an action made in place
  /// of the one subscribed to is subscribed to instead, as on iOS; one a body makes again is not.
  func subscribe<P: Publisher>(to publisher: P, at path: ViewPath, action: @escaping (P.Output) -> Void)
  where P.Failure == Never {
    let index = receptionsAsked[path, default: 0]
    receptionsAsked[path] = index + 1
    let act: (Any) -> Void = { action($0 as! P.Output) }
    let replaceable = publisher as? any ReplaceablePublisher
    if let list = receptions[path], index < list.count {
      let old = list[index]
      old.action = act
      guard let replaceable, replaceable.madeInAction, replaceable.identity != old.publisher else { return }
      old.cancellable?.cancel()
      old.publisher = replaceable.identity
      old.cancellable = sink(publisher, into: old)
      return
    }
    let reception = Reception(action: act)
    reception.publisher = replaceable?.identity
    receptions[path, default: []].append(reception)
    reception.cancellable = sink(publisher, into: reception)
  }

  /// Subscribes `reception` to `publisher`.
  private func sink<P: Publisher>(_ publisher: P, into reception: Reception) -> AnyCancellable
  where P.Failure == Never {
    var subscribing = true
    let cancellable = publisher.sink { [weak self, weak reception] value in
      guard let reception else { return }
      if subscribing, let self {
        schedule(at: currentTime) { reception.action(value) }
      } else {
        reception.action(value)
      }
    }
    subscribing = false
    return cancellable
  }

  /// After an update: the subscriptions of views gone, or of modifiers no longer there, are cancelled.
  func endReceptions() {
    for (path, list) in receptions {
      let kept = receptionsAsked[path, default: 0]
      guard kept < list.count else { continue }
      for reception in list[kept...] { reception.cancellable?.cancel() }
      receptions[path] = kept == 0 ? nil : Array(list[..<kept])
    }
    receptionsAsked = [:]
  }
}
