/// A publisher that knows whether an action made it (a tap, a task, a timer's tick: not the evaluation of
/// a body), so that a view's `.onReceive` tells a publisher put in place of another (a new subject in a
/// `@State` property, a new model's `$property`) from the one a body makes again at each evaluation
/// (ViewGraph+Receptions.swift).
protocol ReplaceablePublisher {
  /// The object that is the publisher (or holds its values).
  var identity: ObjectIdentifier { get }
  /// Whether it was made outside the evaluation of a body.
  var madeInAction: Bool { get }
}

extension PublishedClock {
  /// Whether the code running now is not the evaluation of a body or a frame: an action, a task, a tick.
  static var inAction: Bool { bodyTime == nil && frameTime == nil }
}

extension PassthroughSubject: ReplaceablePublisher {
  var identity: ObjectIdentifier { ObjectIdentifier(self) }
}

extension CurrentValueSubject: ReplaceablePublisher {
  var identity: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Published.Publisher: ReplaceablePublisher {
  var identity: ObjectIdentifier { ObjectIdentifier(box) }
  var madeInAction: Bool { box.madeInAction }
}

extension AnyPublisher: ReplaceablePublisher {
  var identity: ObjectIdentifier { replaceable?.identity ?? ObjectIdentifier(Self.self) }
  var madeInAction: Bool { replaceable?.madeInAction ?? false }
}
