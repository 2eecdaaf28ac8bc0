#if !canImport(Combine)
import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given) posted to this
  /// center.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// The notifications of one name posted to a center, as a publisher. Made by
  /// `publisher(for:object:)`. Each arrives on the thread that posted it.
  public struct Publisher {
    /// The center it listens to.
    public let center: NotificationCenter
    /// The notification name.
    public let name: Notification.Name
    /// The only sender it accepts, if any.
    public let object: AnyObject?

    /// A publisher of `name` notifications posted to `center` by `object` (or anyone).
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
  }
}

extension NotificationCenter.Publisher: Keystroke.Publisher {
  /// A notification.
  public typealias Output = Notification
  /// Notifications cannot fail.
  public typealias Failure = Never

  /// Attaches `subscriber`; it receives the notifications until it cancels.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Notification, S.Failure == Never {
    let target = NotificationTarget(subscriber: AnySubscriber(subscriber))
    let observer = center.addObserver(forName: name, object: object, queue: nil) { note in
      _ = target.subscriber.receive(note)
    }
    let center = self.center
    let token = ObserverToken(observer: observer)
    subscriber.receive(subscription: ActionSubscription { center.removeObserver(token.observer) })
  }
}

/// A subscriber that the notification center may call from the posting thread.
private struct NotificationTarget: @unchecked Sendable {
  let subscriber: AnySubscriber<Notification, Never>
}

/// The center's token for one observation.
private struct ObserverToken: @unchecked Sendable {
  let observer: any NSObjectProtocol
}
#endif
