import Foundation

/// The publisher of an ``ObservableObject``'s coming changes (Combine's `ObservableObjectPublisher`): it
/// sends before each `@Published` property of the object changes.
public final class ObservableObjectPublisher: Publisher {
  /// Nothing: only that a change comes.
  public typealias Output = Void
  /// Never.
  public typealias Failure = Never
  private let conduits = Conduits<Void, Never>()
  /// The object it belongs to (nil for one made by hand).
  private weak var owner: AnyObject?

  /// A publisher of no object.
  public init() {}
  init(owner: AnyObject) { self.owner = owner }

  /// Sends a change by hand (`objectWillChange.send()`): the subscribers receive it and, during a render,
  /// the views that observe the object are evaluated again, and the object's plain stored properties are
  /// kept from now on with the time of each update, so that frames read them as they were at their time
  /// (PlainPropertyHistory).
  public func send() {
    conduits.send(())
    guard let owner, let graph = PublishedClock.graph?.graph else { return }
    graph.plainProperties.track(owner)
    graph.stateDidChange(
      key: nil, transaction: TransactionStack.current, undo: nil, redo: nil, object: ObjectIdentifier(owner))
  }

  /// Tells the subscribers that a published property of the object is about to change.
  func propertyWillChange() { conduits.send(()) }

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    conduits.attach(subscriber)
  }

  /// The publisher of `object`, made when first asked for and kept while the object lives.
  static func of(_ object: AnyObject) -> ObservableObjectPublisher { Table.shared.publisher(of: object, making: true)! }
  /// The publisher of `object` if anything asked for it.
  static func existing(_ object: AnyObject) -> ObservableObjectPublisher? {
    Table.shared.publisher(of: object, making: false)
  }

  /// Each object's publisher, by identity, with a weak reference that tells a freed object from a new one
  /// at the same address.
  private final class Table: @unchecked Sendable {
    static let shared = Table()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    func publisher(of object: AnyObject, making: Bool) -> ObservableObjectPublisher? {
      let id = ObjectIdentifier(object)
      return lock.withLock {
        if let entry = entries[id], entry.object.value === object { return entry.publisher }
        guard making else { return nil }
        if entries.count > 64 { entries = entries.filter { $0.value.object.value != nil } }
        let publisher = ObservableObjectPublisher(owner: object)
        entries[id] = (Weak(object), publisher)
        return publisher
      }
    }
  }

  private final class Weak {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
  }
}
