/// Which standard items the menu bar offers.
public enum MenuProfile: Hashable, Sendable {
  /// What a full-screen terminal app can honour: no Services, no window hiding, minimising,
  /// zooming or full screen, one window (so no New Window or window list), no printing.
  case terminal
  /// Every item macOS puts in a SwiftUI app's menus, for the bridge and for comparison.
  case macOS
}
