/// Every command of an app with its stable identity, in menu order followed by the app-wide
/// commands: what keymaps, `--list-commands` and the shortcuts editor refer to.
///
/// A command's identity is the one the app set with `.commandID` (``Command/stableID``) or,
/// by default, its menu path and title joined by `/`: `File/New Project`, `View/Sort By/Name`.
/// App-wide commands outside the menus keep their own identity (`keystroke.commandPalette`).
/// Two items with the same path and title share an identity, and a keymap entry for it applies
/// to both.
public struct CommandCatalog: Hashable, Sendable {
  /// The commands, in menu order, then the app-wide ones.
  public let commands: [CatalogCommand]
  private let byID: [CommandID: [Int]]

  /// Lists the commands of `menuBar` and `appCommands`.
  public init(menuBar: ResolvedMenuBar, appCommands: [Command] = []) {
    var commands: [CatalogCommand] = []
    menuBar.forEachCommand { command, path in
      commands.append(
        CatalogCommand(
          id: Self.stableID(of: command, menuPath: path), command: command, menuPath: path,
          scope: .menu))
    }
    for command in appCommands {
      commands.append(
        CatalogCommand(
          id: command.stableID ?? command.id, command: command, menuPath: [], scope: .app))
    }
    self.commands = commands
    var byID: [CommandID: [Int]] = [:]
    for (index, command) in commands.enumerated() { byID[command.id, default: []].append(index) }
    self.byID = byID
  }

  /// The identity of a menu command at `menuPath`.
  public static func stableID(of command: Command, menuPath: [String]) -> CommandID {
    if let id = command.stableID { return id }
    return CommandID((menuPath + [command.title]).joined(separator: "/"))
  }

  /// Whether a command has identity `id`.
  public func contains(_ id: CommandID) -> Bool { byID[id] != nil }

  /// The commands with identity `id` (usually one).
  public func commands(withID id: CommandID) -> [CatalogCommand] {
    (byID[id] ?? []).map { commands[$0] }
  }

  /// Every default key sequence, in catalog order.
  public var defaultKeys: [KeySequence] { commands.compactMap(\.defaultKeys) }

  /// The identity closest to `text`, for "did you mean" hints: one whose last part is `text`
  /// ignoring case, else one within a small edit distance; `nil` when none is close.
  public func suggestion(for text: String) -> CommandID? {
    let lowered = text.lowercased()
    let ids = commands.map(\.id)
    if let match = ids.first(where: {
      $0.rawValue.lowercased() == lowered
        || $0.rawValue.split(separator: "/").last.map { $0.lowercased() == lowered } == true
    }) {
      return match
    }
    guard lowered.count <= 80 else { return nil }
    let limit = max(2, lowered.count / 4)
    var best: (id: CommandID, distance: Int)?
    for id in ids where abs(id.rawValue.count - lowered.count) <= limit {
      let distance = EditDistance.between(Array(lowered), Array(id.rawValue.lowercased()))
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (id, distance) }
    }
    return best?.id
  }
}
