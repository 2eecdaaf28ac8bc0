import Foundation
import KeystrokeCore

/// What `--list-commands`, `--shortcuts` and `--check-keymap` print: the app is built headless
/// once, and its commands, the user's keymap and this terminal's keys are read from it.
@MainActor
enum CommandListing {
  /// One command as listed.
  struct Row: Encodable {
    var id: String
    var title: String
    var menu: [String]
    var scope: String
    var defaultKeys: String?
    var keys: String?
    var pressed: String?
    var isEnabled: Bool
    var isCustomized: Bool
  }

  /// The terminal the listing is for: `--terminal`, else a legacy one (what xterm, tmux and
  /// SSH send), whose keys work everywhere.
  static func profile(for options: LaunchOptions) -> TerminalKeyProfile {
    options.isTerminalGiven ? options.terminal : .legacy
  }

  /// The app's commands, each with its default keys and the keys in force on `profile`.
  static func rows<A: App>(_ type: A.Type, options: LaunchOptions) -> (rows: [Row], host: ViewHost)
  {
    let profile = profile(for: options)
    let host = ViewHost(app: A.self, width: options.columns, height: options.rows)
    host.terminalProfile = profile
    host.environment.buildsEveryTab = true
    host.update()
    host.update()
    return (rows(catalog: host.commandCatalog, keymap: host.keymap, profile: profile), host)
  }

  /// The rows for a catalog and keymap on `profile`.
  static func rows(catalog: CommandCatalog?, keymap: Keymap, profile: TerminalKeyProfile)
    -> [Row]
  {
    guard let catalog else { return [] }
    let effective = catalog.commands.map {
      keymap.keys(for: $0.id, defaults: $0.defaultKeys, on: profile)
    }
    let mapping = KeyMapping(profile: profile, declared: effective.compactMap { $0 })
    return zip(catalog.commands, effective).map { command, keys in
      Row(
        id: command.id.rawValue, title: command.command.title, menu: command.menuPath,
        scope: command.scope.rawValue, defaultKeys: command.defaultKeys?.traceText,
        keys: keys?.traceText,
        pressed: keys.flatMap { mapping.displayString(for: $0, formatter: .words) },
        isEnabled: command.command.isEnabled,
        isCustomized: keymap.changesKeys(
          of: command.id, defaults: command.defaultKeys, on: profile))
    }
  }

  /// The listing in `format`.
  static func render<A: App>(_ type: A.Type, options: LaunchOptions, format: CommandListingFormat)
    -> String
  {
    let (rows, host) = rows(A.self, options: options)
    switch format {
    case .text: return text(rows)
    case .json: return json(rows)
    case .markdown:
      return markdown(
        rows, appName: AppIdentity.displayName, profile: profile(for: options),
        keymapPath: host.configDirectory.map { $0 + "/" + KeymapController.fileName })
    }
  }

  /// One line per command: identity, default keys, keys pressed on this terminal, scope.
  static func text(_ rows: [Row]) -> String {
    let columns = rows.map { row in
      [
        row.id, row.defaultKeys ?? "-", row.pressed ?? (row.keys == nil ? "-" : "unreachable"),
        row.scope,
      ]
    }
    let header = ["ID", "DEFAULT", "KEYS", "SCOPE"]
    let widths = (0..<3).map { index in
      (columns + [header]).map { $0[index].count }.max() ?? 0
    }
    return ([header] + columns).map { cells in
      cells.enumerated().map { index, cell in
        index < 3 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) : cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  /// The rows as a JSON array.
  static func json(_ rows: [Row]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(rows) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A Markdown cheat sheet: per menu, the commands that have keys, the user's changes marked.
  static func markdown(
    _ rows: [Row], appName: String, profile: TerminalKeyProfile, keymapPath: String?
  ) -> String {
    var lines = ["# \(appName) keyboard shortcuts", ""]
    let terminal =
      profile == .kitty ? "a terminal with the kitty keyboard protocol" : "a \(profile) terminal"
    lines.append("Keys as pressed on \(terminal).")
    if let keymapPath, rows.contains(where: \.isCustomized) {
      lines.append("Includes your changes from `\(keymapPath)` (marked *changed*).")
    }
    var groups: [(title: String, rows: [Row])] = []
    for row in rows where row.keys != nil {
      let title = row.scope == "control" ? "On screens" : row.menu.first ?? "Everywhere"
      if groups.last?.title == title {
        groups[groups.count - 1].rows.append(row)
      } else {
        groups.append((title, [row]))
      }
    }
    for group in groups {
      lines += ["", "## \(group.title)", "", "| Command | Keys |", "| --- | --- |"]
      for row in group.rows {
        let title =
          row.scope == "control" && row.id.hasSuffix("/" + row.title)
          ? row.id.split(separator: "/", omittingEmptySubsequences: false).joined(separator: " › ")
          : (row.menu.dropFirst() + [row.title]).joined(separator: " › ")
        let keys = row.pressed.map { "`\($0)`" } ?? "unreachable here"
        let changed = row.isCustomized ? " *changed*" : ""
        lines.append("| \(escape(title)) | \(keys)\(changed) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Prints the keymap file's problems to standard error as `FILE:LINE:COLUMN: message`.
  ///
  /// - Returns: Whether the file has no problems.
  static func checkKeymap<A: App>(_ type: A.Type, options: LaunchOptions) -> Bool {
    let (_, host) = rows(A.self, options: options)
    let path =
      host.configDirectory.map { $0 + "/" + KeymapController.fileName } ?? KeymapController.fileName
    let diagnostics = host.keymap.diagnostics
    for diagnostic in diagnostics {
      FileHandle.standardError.write(Data((diagnostic.formatted(file: path) + "\n").utf8))
    }
    return diagnostics.isEmpty
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
