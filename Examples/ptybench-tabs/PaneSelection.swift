import Keystroke

/// Which pane the screen shows; the tab bar and the View menu's commands both change it.
final class PaneSelection: ObservableObject {
  /// The four panes, in tab order.
  enum Pane: Hashable {
    case timer, projects, entries, more
  }

  /// The pane on screen.
  @Published var selected = Pane.timer
}
