/// The kinds of scene that bring default menu items.
public enum MenuSceneKind: Hashable, Sendable {
  /// A window group: the app menu's About/Hide/Quit, Edit's undo and pasteboard items, View's
  /// sidebar items, window management and Help.
  case windowGroup
  /// A document group: everything a window group brings, plus New/Open and the document
  /// Close/Save/Duplicate/Rename/Revert items, and printing.
  case documentGroup
  /// A settings scene: the app menu's Settings… item.
  case settings
}
