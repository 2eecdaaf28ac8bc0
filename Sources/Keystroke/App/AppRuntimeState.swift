/// The app-level state the root keeps between updates: the open menu, a quit request.
@MainActor
final class AppRuntimeState {
  /// The index of the open menu in the menu bar, or `nil` when the menu bar is closed.
  var openMenu: Int?
  /// The highlighted entry in the open menu.
  var highlightedEntry = 0
  /// Set when the app asked to quit (App › Quit); the runner leaves its loop.
  var quitRequested = false
  /// Whether the hint line at the bottom is shown.
  var isHintLineVisible = true

  init() {}
}
