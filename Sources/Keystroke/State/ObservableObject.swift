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
    let candidate = Entry(reference: WeakReference(object), publisher: ObservableObjectPublisher())
    return entries.withLock { entries in
      if let entry = entries[key], entry.reference.object != nil { return entry.publisher }
      if entries.count > 64 { entries = entries.filter { $0.value.reference.object != nil } }
      entries[key] = candidate
      return candidate.publisher
    }
  }
}
