/// What one update learned about how the tree responds to keys, in tree order
/// (leading-to-trailing, depth-first).
@MainActor
final class InteractionRecord {
  /// Views that can take keyboard focus, in Tab order.
  var focusTargets: [FocusTarget] = []
  /// Controls with keyboard shortcuts, in the order dispatch searches them.
  var shortcutTargets: [ShortcutTarget] = []
  /// `.onKeyPress` handlers, by the node they are attached to.
  var keyHandlers: [KeyHandler] = []
  /// `.focused(_:equals:)` links between focus state and focus targets.
  var focusBindings: [FocusBinding] = []
  /// The active window's menu commands, in menu order.
  var menuCommands: [Command] = []
  /// App-wide commands (open the menu bar, the palette, quit).
  var appCommands: [Command] = []
  /// What menu and app commands do.
  var commandActions: [CommandID: @MainActor () -> Void] = [:]
  /// A handler that sees every key first while something modal to the whole screen (an open
  /// menu) is up.
  var modalKeyHandler: (@MainActor (KeyPress) -> KeyPress.Result)?
  /// Menu items views contribute, merged into the menu bar by an app host.
  var contributedCommands: [ContributedCommands] = []
  /// The sidebar a view shows, toggled by View › Show/Hide Sidebar.
  var sidebarToggle: SidebarToggle?

  /// Every key sequence declared by a control or a command, for the terminal key mapping.
  var declaredSequences: [KeySequence] {
    shortcutTargets.map { KeySequence($0.shortcut.shortcut) }
      + menuCommands.compactMap(\.keys) + appCommands.compactMap(\.keys)
  }

  /// The focus target with a node id.
  func focusTarget(id: Int?) -> FocusTarget? {
    guard let id else { return nil }
    return focusTargets.first { $0.id == id }
  }
}

/// A view that can hold keyboard focus.
@MainActor
struct FocusTarget {
  /// The node of the focusable view.
  let node: ViewNode
  /// Whether it can be focused now (disabled views are skipped).
  let isEnabled: Bool
  /// Whether it edits text, so plain typing goes to it first.
  let isTextInput: Bool
  /// The element drawn for it, to scroll it into view and to hit-test clicks.
  let element: Element
  /// Whether Return submits (text fields with an `.onSubmit` action).
  var hasSubmitAction = false
  /// Handles a key while focused.
  let handleKey: @MainActor (KeyPress) -> KeyPress.Result

  var id: Int { node.id }
}

/// A control reachable through a keyboard shortcut.
@MainActor
struct ShortcutTarget {
  /// The node of the control.
  let node: ViewNode
  /// The keys.
  let shortcut: KeyboardShortcut
  /// A title for traces and the shortcut overview.
  let title: String
  /// Whether the control is enabled; a disabled match does nothing.
  let isEnabled: Bool
  /// Performs the control's action.
  let action: @MainActor () -> Void
}

/// An `.onKeyPress` handler.
@MainActor
struct KeyHandler {
  /// The node the handler is attached to; it sees keys while focus is on or inside it.
  let node: ViewNode
  /// The keys it wants, or `nil` for all.
  let keys: Set<KeyEquivalent>?
  /// The phases it wants.
  let phases: KeyPress.Phases
  /// The handler.
  let action: @MainActor (KeyPress) -> KeyPress.Result
}

/// The link `.focused(_:equals:)` makes between a focus state and the focus target inside the
/// modified view.
@MainActor
struct FocusBinding {
  /// The focus target's node id.
  let targetID: Int
  /// Whether the focus state's value says this target is focused.
  let isSelected: @MainActor () -> Bool
  /// Sets the focus state to say this target is (or is not) focused.
  let select: @MainActor (Bool) -> Void
  /// Whether the app set the focus state since the last update.
  let hasPendingRequest: @MainActor () -> Bool
  /// Marks the app's request as handled.
  let clearRequest: @MainActor () -> Void
}
