/// A keymap file checked against an app's commands on one terminal, ready to apply.
///
/// Checking adds a diagnostic, and leaves the entry out, for: a command the app does not have
/// (an entry for a control of a screen not built yet is kept, unchecked, until it is);
/// removing keys the command does not have; keys already bound by an earlier entry in the same
/// context, or a command bound twice in one context; keys this terminal cannot send, even with
/// the ⌘ fallbacks. It also runs the engine's conflict analysis (``CatalogConflicts``, as the
/// Keyboard Shortcuts editor does) over the commands with the keys the file gives them, and
/// reports each conflict an entry causes at that entry (keys another command, such as the menu
/// bar's F10, then never gets; a key that starts another entry's chord); such an entry still
/// applies, as when the editor takes keys from a command. What remains applies in file order: a binding gives the command these keys
/// in place of the ones it had, a removal takes them away. Entries with a `"when"` or a
/// `"terminal"` apply only while it holds, so the defaults come back when it does not.
public struct Keymap: Hashable, Sendable {
  /// The entries that apply, in file order.
  public let entries: [KeymapEntry]
  /// Every problem, the file's and the checks', in file order.
  public let diagnostics: [KeymapDiagnostic]
  private let entriesByCommand: [CommandID: [KeymapEntry]]

  /// A keymap with no entries: every command keeps its keys.
  public static let empty = Keymap(
    file: .empty, catalog: CommandCatalog(menuBar: .init(menus: [])), profile: .kitty)

  /// Checks `file` against `catalog` on a terminal with `profile`.
  public init(file: KeymapFile, catalog: CommandCatalog, profile: TerminalKeyProfile) {
    var kept: [KeymapEntry] = []
    var diagnostics = file.diagnostics
    /// The keys each command has so far, per condition, to check removals.
    var current: [CommandID: KeySequence?] = [:]
    var boundKeys: [BindingSlot: KeymapEntry] = [:]
    var boundCommands: [CommandSlot: KeymapEntry] = [:]
    for entry in file.entries {
      guard
        let problem = Self.problem(
          with: entry, catalog: catalog, profile: profile, current: current,
          boundKeys: boundKeys, boundCommands: boundCommands)
      else {
        kept.append(entry)
        let keys: KeySequence? = entry.isRemoval ? nil : entry.keys
        if entry.context == nil, entry.terminal == nil { current[entry.command] = .some(keys) }
        if !entry.isRemoval, let keys = entry.keys {
          boundKeys[BindingSlot(keys: keys, context: entry.context, terminal: entry.terminal)] =
            entry
          boundCommands[
            CommandSlot(command: entry.command, context: entry.context, terminal: entry.terminal)] =
            entry
        }
        continue
      }
      diagnostics.append(problem)
    }
    diagnostics += Self.conflicts(of: kept, catalog: catalog, profile: profile)
    entries = kept
    self.diagnostics = diagnostics.sorted { $0.position < $1.position }
    entriesByCommand = Dictionary(grouping: kept, by: \.command)
  }

  /// The keys command `id` has on `profile` while `contexts` hold, starting from `defaults`.
  public func keys(
    for id: CommandID, defaults: KeySequence?, on profile: TerminalKeyProfile,
    in contexts: Set<KeymapContext.Name> = []
  ) -> KeySequence? {
    guard let entries = entriesByCommand[id] else { return defaults }
    var keys = defaults
    for entry in entries where entry.applies(on: profile, in: contexts) {
      keys = entry.isRemoval ? nil : entry.keys
    }
    return keys
  }

  /// Whether any entry concerns command `id`.
  public func isCustomized(_ id: CommandID) -> Bool { entriesByCommand[id] != nil }

  /// Whether the entries give command `id` keys other than its `defaults` on `profile`: with
  /// no `"when"` holding, or while an entry's `"when"` holds. An entry that sets the default
  /// keys again changes nothing.
  public func changesKeys(
    of id: CommandID, defaults: KeySequence?, on profile: TerminalKeyProfile
  ) -> Bool {
    guard let entries = entriesByCommand[id] else { return false }
    if keys(for: id, defaults: defaults, on: profile) != defaults { return true }
    return entries.contains { entry in
      entry.context != nil && (entry.terminal == nil || entry.terminal == profile)
        && (entry.isRemoval ? nil : entry.keys) != defaults
    }
  }

  /// `menuBar` with each command's keys as this keymap sets them.
  public func applied(
    to menuBar: ResolvedMenuBar, on profile: TerminalKeyProfile,
    in contexts: Set<KeymapContext.Name> = []
  ) -> ResolvedMenuBar {
    guard !entries.isEmpty else { return menuBar }
    return menuBar.mappingCommands { command, path in
      var command = command
      let id = CommandCatalog.stableID(of: command, menuPath: path)
      command.keys = keys(for: id, defaults: command.keys, on: profile, in: contexts)
      return command
    }
  }

  /// App-wide commands with their keys as this keymap sets them.
  public func applied(
    to appCommands: [Command], on profile: TerminalKeyProfile,
    in contexts: Set<KeymapContext.Name> = []
  ) -> [Command] {
    guard !entries.isEmpty else { return appCommands }
    return appCommands.map { command in
      var command = command
      command.keys = keys(
        for: command.stableID ?? command.id, defaults: command.keys, on: profile, in: contexts)
      return command
    }
  }

  /// The conflicts the entries `kept` cause among `catalog`'s commands on `profile`, with no
  /// `"when"` holding (what the editor shows): each reported at the entry that gave one of the
  /// commands concerned its keys, the latest in the file when both were; a command the
  /// entries left without a way to press its default keys, at the entry that took the keys it
  /// was pressed with. Conflicts among the app's own defaults are not the file's, and are
  /// left out.
  private static func conflicts(
    of kept: [KeymapEntry], catalog: CommandCatalog, profile: TerminalKeyProfile
  ) -> [KeymapDiagnostic] {
    let byCommand = Dictionary(grouping: kept, by: \.command)
    var keys: [KeySequence?] = []
    /// The binding entry that gives each command (by catalog index) its keys here.
    var setBy: [Int: KeymapEntry] = [:]
    for (index, command) in catalog.commands.enumerated() {
      var current = command.defaultKeys
      for entry in byCommand[command.id] ?? [] where entry.applies(on: profile, in: []) {
        current = entry.isRemoval ? nil : entry.keys
        setBy[index] = entry.isRemoval ? nil : entry
      }
      keys.append(current)
    }
    guard !setBy.isEmpty else { return [] }
    let analysis = CatalogConflicts(catalog: catalog, keys: keys, profile: profile)
    // The keys each command was pressed with before the file changed anything.
    let defaults = KeyMapping(profile: profile, declared: catalog.defaultKeys)
    let binders = setBy.values.sorted { $0.keysPosition > $1.keysPosition }
    var diagnostics: [KeymapDiagnostic] = []
    var seen: Set<KeymapDiagnostic> = []
    for finding in analysis.findings {
      var cause = finding.commands.compactMap { setBy[$0] }
        .max { $0.keysPosition < $1.keysPosition }
      if cause == nil, finding.kind == .unreachableOnTerminal, let index = finding.commands.first,
        let declared = catalog.commands[index].defaultKeys,
        let pressed = defaults.pressedKeys(for: declared)
      {
        cause = binders.first { entry in
          entry.keys.map { $0.steps.contains { pressed.steps.contains($0) } } ?? false
        }
      }
      guard let cause, let causeKeys = cause.keys else { continue }
      let diagnostic = KeymapDiagnostic(
        "\(causeKeys.traceText) for \"\(cause.command)\" conflicts: \(finding.reason)",
        at: cause.keysPosition)
      if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
    return diagnostics
  }

  private struct BindingSlot: Hashable {
    var keys: KeySequence
    var context: KeymapContext?
    var terminal: TerminalKeyProfile?
  }

  private struct CommandSlot: Hashable {
    var command: CommandID
    var context: KeymapContext?
    var terminal: TerminalKeyProfile?
  }

  private static func unknownScreen(
    _ screen: String, in entry: KeymapEntry, catalog: CommandCatalog
  ) -> KeymapDiagnostic {
    var message = "unknown context \"\(screen)\": use \(KeymapContext.choices)"
    if let suggestion = catalog.screenSuggestion(for: screen) {
      message += " (did you mean \"\(suggestion)\"?)"
    } else if !catalog.screens.isEmpty {
      let names = catalog.screens.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
      message += "; this app's screens: \(names)"
    }
    return KeymapDiagnostic(message, at: entry.contextPosition)
  }

  private static func problem(
    with entry: KeymapEntry, catalog: CommandCatalog, profile: TerminalKeyProfile,
    current: [CommandID: KeySequence?], boundKeys: [BindingSlot: KeymapEntry],
    boundCommands: [CommandSlot: KeymapEntry]
  ) -> KeymapDiagnostic? {
    let found = catalog.commands(withID: entry.command)
    guard let command = found.first else {
      // Checked again once the screen has been shown.
      if catalog.isPending(entry.command) { return nil }
      let hint = catalog.suggestion(for: entry.command.rawValue).map {
        " (did you mean \"\($0)\"?)"
      }
      return KeymapDiagnostic(
        "no command \"\(entry.command)\" in this app\(hint ?? "")"
          + (hint == nil ? "; --list-commands shows them all" : ""),
        at: entry.commandPosition)
    }
    if let screen = entry.context?.screen, !catalog.screens.contains(screen) {
      return unknownScreen(screen, in: entry, catalog: catalog)
    }
    if entry.isRemoval {
      guard let keys = entry.keys else { return nil }
      let has = current[entry.command] ?? command.defaultKeys
      guard has != keys else { return nil }
      let actual = has.map { "its keys are \($0.traceText)" } ?? "it has no keys"
      return KeymapDiagnostic(
        "\(keys.traceText) is not a key of \"\(entry.command)\": \(actual)", at: entry.keysPosition)
    }
    guard let keys = entry.keys else { return nil }
    if let earlier = boundKeys[
      BindingSlot(keys: keys, context: entry.context, terminal: entry.terminal)],
      earlier.command != entry.command
    {
      return KeymapDiagnostic(
        "\(keys.traceText) is already bound to \"\(earlier.command)\" at \(earlier.keysPosition)",
        at: entry.keysPosition)
    }
    if let earlier = boundCommands[
      CommandSlot(command: entry.command, context: entry.context, terminal: entry.terminal)]
    {
      return KeymapDiagnostic(
        "\"\(entry.command)\" is already bound at \(earlier.keysPosition); "
          + "a command has one shortcut, so this entry is ignored", at: entry.keysPosition)
    }
    if entry.terminal == nil || entry.terminal == profile,
      let problem = deliveryProblem(of: keys, declared: catalog.defaultKeys, on: profile)
    {
      return KeymapDiagnostic(problem, at: entry.keysPosition)
    }
    return nil
  }

  /// Why a terminal with `profile` cannot send `keys`, even with the ⌘ fallbacks among the
  /// app's `declared` default keys, or `nil` when it can: what the check says of such an entry
  /// and the Keyboard Shortcuts editor says when such keys are pressed to record.
  public static func deliveryProblem(
    of keys: KeySequence, declared: [KeySequence], on profile: TerminalKeyProfile
  ) -> String? {
    let mapping = KeyMapping(profile: profile, declared: declared + [keys])
    guard mapping.pressedKeys(for: keys) == nil else { return nil }
    let reason =
      mapping.unreachable.first { $0.sequence == keys }?.reason ?? "it cannot be delivered"
    return "\(keys.traceText) cannot be sent by this terminal (\(profile.rawValue)): \(reason)"
  }
}
