import KeystrokeCore

/// The rows an open menu shows: items with the keys this terminal needs, and separators.
enum MenuRows {
  /// One row of an open menu.
  struct Row: Equatable {
    var title: String
    var keys: String
    var isEnabled: Bool
    var isSeparator: Bool
  }

  /// The rows of `menu`, its keys spelled by the window's `mapping`; submenu items are listed
  /// under the submenu's title, indented.
  static func rows(for menu: MenuBarMenu, profile: TerminalKeyProfile, mapping: KeyMapping)
    -> [Row]
  {
    let formatter = HintLine.formatter(for: profile)
    func rows(in entries: [MenuEntry], indent: String, enabled: Bool) -> [Row] {
      entries.flatMap { entry -> [Row] in
        switch entry {
        case .command(let command, let checked):
          let mark = checked.map { $0 ? "✓ " : "  " } ?? ""
          let keys = command.keys.flatMap { mapping.displayString(for: $0, formatter: formatter) }
          return [
            Row(
              title: indent + mark + command.title, keys: keys ?? "",
              isEnabled: command.isEnabled && enabled, isSeparator: false)
          ]
        case .separator:
          return [Row(title: "", keys: "", isEnabled: false, isSeparator: true)]
        case .submenu(let submenu):
          return rows(
            in: submenu.entries, indent: indent + submenu.title + " ▸ ",
            enabled: enabled && submenu.isEnabled)
        }
      }
    }
    return rows(in: menu.entries, indent: "", enabled: true)
  }
}
