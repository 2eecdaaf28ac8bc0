import Synchronization

/// Where an `@AppStorage` finds its store: the one in the environment of the view it was
/// linked with, or the process-wide store until then.
final class AppStorageLink: Sendable {
  private let linked = Mutex<SettingsStore?>(nil)

  init() {}

  /// The store to read and write.
  var store: SettingsStore { linked.withLock { $0 } ?? SettingsStore.current }

  /// Remembers the store of the view's environment.
  func link(_ store: SettingsStore) { linked.withLock { $0 = store } }
}
