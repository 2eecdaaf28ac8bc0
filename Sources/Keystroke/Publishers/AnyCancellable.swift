#if !canImport(Combine)
import Foundation

/// A cancellable that cancels when it is released, as Combine's does: keep it (in a property or
/// a `Set<AnyCancellable>`) for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
  private let lock = NSLock()
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// A cancellable that cancels `canceller`.
  public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }

  deinit { cancel() }

  /// Runs the cancel action, once.
  public func cancel() {
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Cancellables are equal when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable, wrapped in an ``AnyCancellable``, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable, wrapped in an ``AnyCancellable``, in `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
#endif
