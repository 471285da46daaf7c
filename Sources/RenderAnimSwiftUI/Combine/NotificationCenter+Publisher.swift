import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (Combine's `NotificationCenter.publisher(for:object:)`).
  /// Nothing posts the system's notifications (orientation, keyboard, app state) during a render; those a
  /// view file posts itself arrive.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of a notification center's notifications of one name.
  public struct Publisher: RenderAnimSwiftUI.Publisher, @unchecked Sendable {
    /// The notifications.
    public typealias Output = Notification
    /// Never.
    public typealias Failure = Never
    /// The center observed.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The sender observed, or nil for any.
    public let object: AnyObject?

    /// Observes `center` for `name`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`: each notification posted while it is subscribed goes to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subscription = Observation(center: center, subscriber: subscriber)
      let receiver = Receiver()
      receiver.post = { [weak subscription] in subscription?.post($0) }
      subscription.observer = center.addObserver(forName: name, object: object, queue: nil) { receiver.post?($0) }
      subscriber.receive(subscription: subscription)
    }
  }

  /// What the center's observer block calls: a subscription's `post`.
  private final class Receiver: @unchecked Sendable { var post: ((Notification) -> Void)? }

  /// One subscriber's observation: removed from the center when cancelled.
  /// Notifications are posted on the thread that posts them; a render posts on its own.
  private final class Observation<S: Subscriber>: Subscription, @unchecked Sendable where S.Input == Notification {
    private let center: NotificationCenter
    var observer: (any NSObjectProtocol)?
    private var subscriber: S?
    private var demand = Subscribers.Demand.none

    init(center: NotificationCenter, subscriber: S) {
      self.center = center
      self.subscriber = subscriber
    }

    func post(_ notification: Notification) {
      guard let subscriber, demand > 0 else { return }
      demand -= 1
      demand += subscriber.receive(notification)
    }
    func request(_ demand: Subscribers.Demand) { self.demand += demand }
    func cancel() {
      subscriber = nil
      if let observer { center.removeObserver(observer) }
      observer = nil
    }
  }
}
