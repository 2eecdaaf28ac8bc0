/// One line of a menu: a command, a separator, or a submenu.
public enum MenuEntry: Hashable, Sendable {
  /// A command. `checked` is `nil` for a plain item, and the on/off state for a toggle or a
  /// picker's option.
  case command(Command, checked: Bool?)
  /// A separator line (SwiftUI's `Divider` inside commands, or the line between groups).
  case separator
  /// A nested menu (SwiftUI's `Menu` inside commands).
  case submenu(MenuSubmenu)

  /// A plain command item.
  public static func item(_ command: Command) -> MenuEntry { .command(command, checked: nil) }

  /// A toggle item, shown with a check mark when `isOn`.
  public static func toggle(_ command: Command, isOn: Bool) -> MenuEntry {
    .command(command, checked: isOn)
  }

  /// A picker: a submenu whose options are checkable, with the option `selected` checked.
  ///
  /// - Parameters:
  ///   - title: The submenu's title.
  ///   - options: The options, in order.
  ///   - selected: The identity of the chosen option, if any.
  public static func picker(_ title: String, options: [Command], selected: CommandID?)
    -> MenuEntry
  {
    let entries = options.map { MenuEntry.command($0, checked: $0.id == selected) }
    return .submenu(MenuSubmenu(title: title, entries: entries))
  }

  /// The command this entry holds, if it is a command.
  public var command: Command? {
    if case .command(let command, _) = self { return command }
    return nil
  }

  /// Whether this entry is a separator.
  public var isSeparator: Bool {
    if case .separator = self { return true }
    return false
  }
}
