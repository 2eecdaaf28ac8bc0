/// Whether the interface is light or dark, SwiftUI's `ColorScheme`.
///
/// A terminal has one background the app cannot change. `@Environment(\.colorScheme)` says
/// which the terminal is: light when `COLORFGBG` names a light background (as rxvt, Konsole
/// and some others set it), dark otherwise, the common case. Named colours follow the
/// terminal's own palette in either.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// A light background.
  case light
  /// A dark background.
  case dark

  /// The scheme a terminal background says: light when it is light, dark when it is dark or
  /// unknown.
  init(terminalBackgroundIsLight isLight: Bool?) {
    self = isLight == true ? .light : .dark
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
  /// Whether the terminal's background is light or dark (dark unless the terminal says).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Asks for a light or dark interface. Accepted with no effect: an app cannot switch the
  /// terminal's colours, and `colorScheme` keeps saying what the terminal really shows, so
  /// colours chosen from it stay readable.
  public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
