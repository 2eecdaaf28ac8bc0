/// One of the items the standard menus bring, with a stable identity and its standard shortcut.
///
/// ``catalog`` lists them all in menu order. Each item says which scene kinds bring it and in
/// which of those it also exists in a terminal app (``MenuProfile/terminal``).
public struct StandardMenuItem: Hashable, Sendable {
  /// The stable identity, such as `"file.save"`.
  public let id: CommandID
  /// The slot the item lives in.
  public let slot: MenuSlot
  /// The standard shortcut, if any.
  public let shortcut: Shortcut?
  /// The scene kinds that bring the item on macOS.
  public let scenes: Set<MenuSceneKind>
  /// The scene kinds that bring the item in a terminal app; a subset of ``scenes``.
  public let terminalScenes: Set<MenuSceneKind>
  private let titleTemplate: String
  /// Whether the title names the app, so it is filled in per context.
  private let namesApp: Bool

  private init(
    _ id: CommandID, _ slot: MenuSlot, _ title: String, _ shortcut: Shortcut? = nil,
    scenes: Set<MenuSceneKind>, terminal: Set<MenuSceneKind>
  ) {
    self.id = id
    self.slot = slot
    self.shortcut = shortcut
    self.scenes = scenes
    self.terminalScenes = terminal.intersection(scenes)
    self.titleTemplate = title
    namesApp = title.contains("{app}")
  }

  /// The title shown for the item in `context` (the app's name filled in, toggles titled by
  /// their state).
  public func title(in context: MenuContext) -> String {
    switch id {
    case Self.toggleSidebarID: return context.isSidebarVisible ? "Hide Sidebar" : "Show Sidebar"
    case Self.toggleToolbarID: return context.isToolbarVisible ? "Hide Toolbar" : "Show Toolbar"
    default:
      return namesApp ? titleTemplate.replacing("{app}", with: context.appName) : titleTemplate
    }
  }

  /// Whether a scene of `kind` brings this item under `profile`.
  public func isBrought(by kind: MenuSceneKind, profile: MenuProfile) -> Bool {
    switch profile {
    case .macOS: return scenes.contains(kind)
    case .terminal: return terminalScenes.contains(kind)
    }
  }

  /// The item as a command in `context`, disabled when the context disables it.
  public func command(in context: MenuContext) -> Command {
    Command(
      id: id, title: title(in: context), keys: shortcut.map { KeySequence($0) },
      isEnabled: !context.disabledCommands.contains(id))
  }

  /// The default items a scene of `kind` puts in `slot` under `profile`, in order.
  public static func defaults(for slot: MenuSlot, scene kind: MenuSceneKind, profile: MenuProfile)
    -> [StandardMenuItem]
  {
    (catalogBySlot[slot] ?? []).filter { $0.isBrought(by: kind, profile: profile) }
  }

  /// The catalog's items by slot, in menu order within each; menus are resolved on every
  /// update, so each slot looks only at its own items.
  private static let catalogBySlot: [MenuSlot: [StandardMenuItem]] = Dictionary(
    grouping: catalog, by: \.slot)

  /// The identity of the sidebar toggle.
  public static let toggleSidebarID: CommandID = "view.toggleSidebar"
  /// The identity of the toolbar toggle.
  public static let toggleToolbarID: CommandID = "view.toggleToolbar"

  /// Every standard item, in menu order.
  public static let catalog: [StandardMenuItem] = {
    let window: Set<MenuSceneKind> = [.windowGroup, .documentGroup]
    let document: Set<MenuSceneKind> = [.documentGroup]
    let settings: Set<MenuSceneKind> = [.settings]
    let none: Set<MenuSceneKind> = []
    let command = KeyModifiers.command
    return [
      .init("app.about", .appInfo, "About {app}", scenes: window, terminal: window),
      .init(
        "app.settings", .appSettings, "Settings…", Shortcut(",", modifiers: command),
        scenes: settings, terminal: settings),
      .init("app.services", .systemServices, "Services", scenes: window, terminal: none),
      .init(
        "app.hide", .appVisibility, "Hide {app}", Shortcut("h", modifiers: command),
        scenes: window, terminal: none),
      .init(
        "app.hideOthers", .appVisibility, "Hide Others",
        Shortcut("h", modifiers: [.option, .command]), scenes: window, terminal: none),
      .init("app.showAll", .appVisibility, "Show All", scenes: window, terminal: none),
      .init(
        "app.quit", .appTermination, "Quit {app}", Shortcut("q", modifiers: command),
        scenes: window, terminal: window),
      .init(
        "file.newWindow", .newItem, "New Window", Shortcut("n", modifiers: command),
        scenes: [.windowGroup], terminal: none),
      .init(
        "file.new", .newItem, "New", Shortcut("n", modifiers: command), scenes: document,
        terminal: document),
      .init(
        "file.open", .newItem, "Open…", Shortcut("o", modifiers: command), scenes: document,
        terminal: document),
      .init(
        "file.close", .saveItem, "Close", Shortcut("w", modifiers: command), scenes: window,
        terminal: document),
      .init(
        "file.save", .saveItem, "Save", Shortcut("s", modifiers: command), scenes: document,
        terminal: document),
      .init(
        "file.duplicate", .saveItem, "Duplicate", Shortcut("s", modifiers: [.shift, .command]),
        scenes: document, terminal: document),
      .init("file.rename", .saveItem, "Rename…", scenes: document, terminal: document),
      .init("file.revert", .saveItem, "Revert to Saved", scenes: document, terminal: document),
      .init(
        "file.pageSetup", .printItem, "Page Setup…", Shortcut("p", modifiers: [.shift, .command]),
        scenes: document, terminal: none),
      .init(
        "file.print", .printItem, "Print…", Shortcut("p", modifiers: command), scenes: document,
        terminal: none),
      .init(
        "edit.undo", .undoRedo, "Undo", Shortcut("z", modifiers: command), scenes: window,
        terminal: window),
      .init(
        "edit.redo", .undoRedo, "Redo", Shortcut("z", modifiers: [.shift, .command]),
        scenes: window, terminal: window),
      .init(
        "edit.cut", .pasteboard, "Cut", Shortcut("x", modifiers: command), scenes: window,
        terminal: window),
      .init(
        "edit.copy", .pasteboard, "Copy", Shortcut("c", modifiers: command), scenes: window,
        terminal: window),
      .init(
        "edit.paste", .pasteboard, "Paste", Shortcut("v", modifiers: command), scenes: window,
        terminal: window),
      .init(
        "edit.pasteAndMatchStyle", .pasteboard, "Paste and Match Style",
        Shortcut("v", modifiers: [.option, .shift, .command]), scenes: window, terminal: none),
      .init("edit.delete", .pasteboard, "Delete", scenes: window, terminal: window),
      .init(
        "edit.selectAll", .pasteboard, "Select All", Shortcut("a", modifiers: command),
        scenes: window, terminal: window),
      .init(
        toggleToolbarID, .toolbar, "Show Toolbar", Shortcut("t", modifiers: [.option, .command]),
        scenes: window, terminal: none),
      .init(
        "view.customizeToolbar", .toolbar, "Customize Toolbar…", scenes: window, terminal: none),
      .init(
        toggleSidebarID, .sidebar, "Show Sidebar", Shortcut("s", modifiers: [.control, .command]),
        scenes: window, terminal: window),
      .init(
        "view.toggleFullScreen", .sidebar, "Enter Full Screen",
        Shortcut("f", modifiers: [.control, .command]), scenes: window, terminal: none),
      .init(
        "window.minimize", .windowSize, "Minimize", Shortcut("m", modifiers: command),
        scenes: window, terminal: none),
      .init("window.zoom", .windowSize, "Zoom", scenes: window, terminal: none),
      .init(
        "window.bringAllToFront", .windowArrangement, "Bring All to Front", scenes: window,
        terminal: none),
      .init(
        "help.app", .help, "{app} Help", Shortcut("?", modifiers: command), scenes: window,
        terminal: window),
    ]
  }()
}
