/// Refreshes the content of a view made `.refreshable`; read it from the environment as
/// `@Environment(\.refresh)` and call it (`await refresh?()`) to refresh from a view of your own.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it has finished.
  public func callAsFunction() async {
    await action()
  }
}

private struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `.refreshable` view around this one, if any.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}
