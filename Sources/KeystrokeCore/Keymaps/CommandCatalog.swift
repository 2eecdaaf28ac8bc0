/// Every command of an app with its stable identity, in menu order followed by the controls
/// with shortcuts and the app-wide commands: what keymaps, `--list-commands` and the shortcuts
/// editor refer to.
///
/// A command's identity is the one the app set with `.commandID` (``Command/stableID``) or,
/// by default, its menu path and title joined by `/`: `File/New Project`, `View/Sort By/Name`.
/// A control's identity is given by its host (its screen's name and its title, `Timer/Start
/// Timer`) in ``Command/stableID``. App-wide commands outside the menus keep their own identity
/// (`keystroke.commandPalette`). Two items with the same path and title share an identity, and a
/// keymap entry for it applies to both; a control with the identity of a menu command is not
/// listed again, nor a menu item with the identity of an app-wide command.
public struct CommandCatalog: Hashable, Sendable {
  /// The commands, in menu order, then the app-wide ones.
  public let commands: [CatalogCommand]
  /// The names of the app's screens (its tabs' titles, its navigation titles), which a keymap's
  /// `"when"` may name.
  public let screens: [String]
  /// Screens the app has but has not built yet in this run (tabs not shown yet): their
  /// controls are not known yet, so a keymap naming one (`Projects/Edit…`) waits for them.
  public let pendingScreens: Set<String>
  private let byID: [CommandID: [Int]]

  /// Lists the commands of `menuBar`, `controls` (each with its identity in
  /// ``Command/stableID``, else its ``Command/id``) and `appCommands`, and the app's `screens`
  /// (`pendingScreens` among them not built yet).
  public init(
    menuBar: ResolvedMenuBar, appCommands: [Command] = [], controls: [Command] = [],
    screens: [String] = [], pendingScreens: Set<String> = []
  ) {
    var commands: [CatalogCommand] = []
    let appIDs = Set(appCommands.map { $0.stableID ?? $0.id })
    menuBar.forEachCommand { command, path in
      let id = Self.stableID(of: command, menuPath: path)
      // A menu item with an app-wide command's identity is that command (Help › Search
      // Commands… is the palette's): listed once, as the app-wide command.
      guard !appIDs.contains(id) else { return }
      commands.append(
        CatalogCommand(
          id: id, command: command, menuPath: path,
          scope: .menu))
    }
    var listed = Set(commands.map(\.id))
    for command in controls {
      let id = command.stableID ?? command.id
      guard listed.insert(id).inserted else { continue }
      commands.append(CatalogCommand(id: id, command: command, menuPath: [], scope: .control))
    }
    for command in appCommands {
      commands.append(
        CatalogCommand(
          id: command.stableID ?? command.id, command: command, menuPath: [], scope: .app))
    }
    self.commands = commands
    self.screens = screens
    self.pendingScreens = pendingScreens
    var byID: [CommandID: [Int]] = [:]
    for (index, command) in commands.enumerated() { byID[command.id, default: []].append(index) }
    self.byID = byID
  }

  /// The identity of a menu command at `menuPath`.
  public static func stableID(of command: Command, menuPath: [String]) -> CommandID {
    if let id = command.stableID { return id }
    return CommandID((menuPath + [command.title]).joined(separator: "/"))
  }

  /// Whether `id` may name a control of a screen not built yet (`Projects/Edit…` while the
  /// Projects tab has not been shown): its screen's name, then `/`.
  public func isPending(_ id: CommandID) -> Bool {
    pendingScreens.contains { id.rawValue.hasPrefix($0 + "/") }
  }

  /// Whether a command has identity `id`.
  public func contains(_ id: CommandID) -> Bool { byID[id] != nil }

  /// The commands with identity `id` (usually one).
  public func commands(withID id: CommandID) -> [CatalogCommand] {
    (byID[id] ?? []).map { commands[$0] }
  }

  /// The screen name closest to `text` (same letters ignoring case, or a small edit distance),
  /// for "did you mean" hints.
  public func screenSuggestion(for text: String) -> String? {
    let lowered = text.lowercased()
    if let match = screens.first(where: { $0.lowercased() == lowered }) { return match }
    guard lowered.count <= 80 else { return nil }
    let limit = max(2, lowered.count / 4)
    return screens.map { ($0, EditDistance.between(Array(lowered), Array($0.lowercased()))) }
      .filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
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
