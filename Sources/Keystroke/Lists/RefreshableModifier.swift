import KeystrokeCore

/// Makes a view refreshable: its content finds the action as `\.refresh`, and in a terminal,
/// where there is nothing to pull down, View › Refresh (⌘R) runs it while the view is on
/// screen. A press while a refresh is still running is ignored, as a pull is while the
/// spinner turns.
struct RefreshableModifier: ViewModifier, PrimitiveModifier {
  /// The menu command every refreshable view runs; the first one built owns it.
  static let commandID = CommandID("view.refresh")

  let action: @Sendable () async -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let refreshing = context.node.kept { RefreshProgress() }
    let refresh = RefreshAction(action: action)
    var inner = context
    inner.environment.refresh = refresh
    let built = inner.build(content, key: .index(0))
    let run: @MainActor () -> Void = { refreshing.start(refresh) }
    let record = context.interactions
    let shortcut = KeyboardShortcut("r")
    let keys = KeySequence(shortcut.shortcut)
    if context.environment.menuBarTakesViewCommands {
      guard !record.contributedCommands.contains(where: { $0.actions[Self.commandID] != nil })
      else { return built }
      let command = Command(id: Self.commandID, title: "Refresh", keys: keys)
      record.contributedCommands.append(
        ContributedCommands(
          edit: MenuGroupEdit(
            .after, CommandGroupPlacement.toolbar.slot,
            entries: [.separator, .command(command, checked: nil)]),
          actions: [Self.commandID: run]))
    } else if !record.shortcutTargets.contains(where: { $0.keys == keys }) {
      // Without a menu bar, ⌘R goes to whatever took it first: another refreshable view, or a
      // control of the app's own built inside this one.
      record.shortcutTargets.append(
        ShortcutTarget(
          node: context.node, shortcut: shortcut, title: "Refresh", isEnabled: true, action: run))
    }
    return built
  }
}

/// Whether a refreshable view's refresh is running, so that another press waits for it.
@MainActor
final class RefreshProgress {
  private(set) var isRunning = false

  /// Starts `refresh` unless one is running.
  func start(_ refresh: RefreshAction) {
    guard !isRunning else { return }
    isRunning = true
    Task { @MainActor in
      await refresh()
      self.isRunning = false
    }
  }
}

extension View {
  /// Makes this view refreshable: View › Refresh (⌘R) runs `action` while it is on screen,
  /// and views inside read it as `\.refresh`.
  public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}
