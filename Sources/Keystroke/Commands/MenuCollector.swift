import KeystrokeCore

/// Gathers the menu entries that command groups build, and the actions behind them.
///
/// Command content is made of views (`Button`, `Divider`, `Toggle`, `Menu`). They are built in
/// the view graph like any view, with this collector in their environment: instead of drawing,
/// each adds an entry here. Entries get command identities from their node, so an item keeps
/// its identity across updates.
@MainActor
final class MenuCollector {
  /// The edits and menus gathered so far.
  var contribution = MenuContribution()
  /// How the identities of the commands the app's views make begin.
  static let itemPrefix = "item."
  /// What each command does.
  var actions: [CommandID: @MainActor () -> Void] = [:]
  /// The commands made by destructive buttons.
  var destructive: Set<CommandID> = []
  /// Entries of the group being built, innermost submenu last.
  private var stack: [[MenuEntry]] = []

  init() {}

  /// Builds `content` in menu mode, as the child `key` of the context's node, and returns its
  /// entries.
  func entries<Content: View>(
    of content: Content, context: BuildContext, key: ChildKey = .index(0)
  ) -> [MenuEntry] {
    stack.append([])
    _ = context.build(content, key: key) { $0.menuCollector = self }
    return stack.popLast() ?? []
  }

  /// Adds an entry to the innermost group being built.
  func append(_ entry: MenuEntry) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].append(entry)
  }

  /// Adds a command with its action.
  ///
  /// - Parameter stableID: The identity `.commandID(_:)` gave the item, if any.
  func appendCommand(
    node: ViewNode, title: String, keys: KeySequence?, isEnabled: Bool, checked: Bool?,
    stableID: CommandID? = nil, isDestructive: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    let id = CommandID(Self.itemPrefix + "\(node.id)")
    if isDestructive { destructive.insert(id) }
    var command = Command(
      id: id, title: title, keys: keys, isEnabled: isEnabled)
    command.stableID = stableID
    actions[id] = action
    append(.command(command, checked: checked))
  }

  /// Adds a picker as a submenu of checkable options, the selected one checked.
  ///
  /// - Parameters:
  ///   - node: The picker's node; each option's identity derives from it and the option's
  ///     position.
  ///   - options: Each option's title, whether it is selected, and what choosing it does.
  func appendPicker(
    node: ViewNode, title: String, isEnabled: Bool,
    options: [(title: String, isSelected: Bool, choose: @MainActor () -> Void)]
  ) {
    var commands: [Command] = []
    var selected: CommandID?
    for (index, option) in options.enumerated() {
      let id = CommandID("item.\(node.id).\(index)")
      commands.append(Command(id: id, title: option.title, isEnabled: isEnabled))
      actions[id] = option.choose
      if option.isSelected { selected = id }
    }
    guard
      case .submenu(var submenu) = MenuEntry.picker(title, options: commands, selected: selected)
    else { return }
    submenu.isEnabled = isEnabled
    append(.submenu(submenu))
  }

  /// Builds a submenu's content and adds it as one entry.
  func appendSubmenu<Content: View>(
    title: String, isEnabled: Bool, content: Content, context: BuildContext
  ) {
    let entries = entries(of: content, context: context)
    append(.submenu(MenuSubmenu(title: title, entries: entries, isEnabled: isEnabled)))
  }
}

private struct MenuCollectorKey: EnvironmentKey {
  static let defaultValue: MenuCollector? = nil
}

extension EnvironmentValues {
  /// Set while building command content: views add menu entries instead of drawing.
  var menuCollector: MenuCollector? {
    get { self[MenuCollectorKey.self] }
    set { self[MenuCollectorKey.self] = newValue }
  }
}
