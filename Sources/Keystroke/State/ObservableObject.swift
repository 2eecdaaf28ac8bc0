import Synchronization

/// An object whose changes views follow: its `@Published` properties announce each change
/// through ``objectWillChange``, and every view that holds it through `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` is updated.
///
/// This is Keystroke's own protocol with Combine's name and shape; classes written for SwiftUI
/// conform unchanged.
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// A publisher kept for this object for as long as it lives.
  public var objectWillChange: ObservableObjectPublisher {
    PublisherRegistry.shared.publisher(for: self)
  }
}

/// Gives each object that does not declare its own publisher one, kept while the object lives.
final class PublisherRegistry: Sendable {
  static let shared = PublisherRegistry()

  /// A weak reference that may cross threads; only its identity is compared under the lock.
  private final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private struct Entry: Sendable {
    let reference: WeakReference
    let publisher: ObservableObjectPublisher
  }

  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    // Read on every `@Published` change: the common case finds the publisher and allocates
    // nothing; a new entry is made, outside the lock, only for an object not seen yet.
    if let publisher = entries.withLock({ Self.live($0[key]) }) { return publisher }
    let candidate = Entry(reference: WeakReference(object), publisher: ObservableObjectPublisher())
    return entries.withLock { entries in
      if let publisher = Self.live(entries[key]) { return publisher }
      if entries.count > 64 { entries = entries.filter { $0.value.reference.object != nil } }
      entries[key] = candidate
      return candidate.publisher
    }
  }

  /// The entry's publisher, if its object is still alive (a freed object's identifier may be
  /// reused by a new one).
  private static func live(_ entry: Entry?) -> ObservableObjectPublisher? {
    guard let entry, entry.reference.object != nil else { return nil }
    return entry.publisher
  }
}
