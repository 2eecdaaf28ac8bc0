/// The environment key for the store `@AppStorage` reads and writes.
private struct SettingsStoreKey: EnvironmentKey {
  static let defaultValue: SettingsStore? = nil
}

extension EnvironmentValues {
  /// The settings store for `@AppStorage` in this subtree; `nil` means the process-wide
  /// ``SettingsStore/current``.
  package var settingsStore: SettingsStore? {
    get { self[SettingsStoreKey.self] }
    set { self[SettingsStoreKey.self] = newValue }
  }
}
