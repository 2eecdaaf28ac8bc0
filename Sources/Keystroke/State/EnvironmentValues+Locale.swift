import Foundation

/// The locale set for a subtree; `nil` until a host or a view sets one.
private struct LocaleKey: EnvironmentKey {
  static let defaultValue: Locale? = nil
}

extension EnvironmentValues {
  /// The current locale that views should use.
  ///
  /// As in SwiftUI it is `Locale.current` unless set with `.environment(\.locale, …)`. A
  /// headless host (``ViewHost`` under `--play` or in tests) sets ``headlessLocale`` instead,
  /// so what a script or a test sees does not depend on the machine it runs on. A
  /// ``DatePicker`` shows 12-hour times when the locale's hour cycle is a 12-hour one.
  public var locale: Locale {
    get { self[LocaleKey.self] ?? .current }
    set { self[LocaleKey.self] = newValue }
  }

  /// Whether a host or a view set ``locale``, rather than it falling back to `Locale.current`.
  var hasLocale: Bool { self[LocaleKey.self] != nil }

  /// The locale a headless host gives views that were given none: international English
  /// (`en_001`), which keeps a 24-hour clock. It is also what `Locale.current` is on Linux
  /// with this toolchain, whatever `LANG` says, so a `--play` run shows what a real run there
  /// shows.
  static let headlessLocale = Locale(identifier: "en_001")
}
