/// The commands of `.tabViewKeyboardShortcuts()`: ⌘1…⌘8 for the first eight tabs shown, ⌘9
/// for the last when there are more than eight, ⌘⇧] and ⌘⇧[ for the next and previous tab
/// (wrapping around). Pure: decides titles and keys from the tabs' titles.
enum TabShortcuts {
  /// What a command does.
  enum Action: Equatable {
    case select(Int)
    case next
    case previous

    /// A stable name for the command's identity.
    var name: String {
      switch self {
      case .select(let position): "select.\(position)"
      case .next: "next"
      case .previous: "previous"
      }
    }
  }

  /// The commands for tabs titled `stops`, in menu order.
  static func commands(stops: [String], current: Int?) -> [(KeyboardShortcut, String, Action)] {
    guard !stops.isEmpty else { return [] }
    var commands: [(KeyboardShortcut, String, Action)] = []
    for (position, title) in stops.prefix(8).enumerated() {
      let digit = Character(String(position + 1))
      commands.append((KeyboardShortcut(KeyEquivalent(digit)), title, .select(position)))
    }
    if stops.count > 8 {
      commands.append((KeyboardShortcut("9"), stops[stops.count - 1], .select(stops.count - 1)))
    }
    if stops.count > 1 {
      commands.append(
        (KeyboardShortcut("]", modifiers: [.command, .shift]), "Show Next Tab", .next))
      commands.append(
        (KeyboardShortcut("[", modifiers: [.command, .shift]), "Show Previous Tab", .previous))
    }
    return commands
  }
}
