/// The engine's conflict analysis (``ConflictAnalyzer``) run over an app's commands with the
/// keys they have under a keymap: what the Keyboard Shortcuts editor shows for each row and
/// what a keymap's check reports for the entries that cause it.
///
/// The commands are put in one window the way dispatch meets them (controls on the screen,
/// then the menu, then the app-wide commands), each under its own runtime identity, so a
/// finding names exactly the commands it concerns; its reason names them by keymap identity.
/// Two controls never conflict: the controls listed were met on different screens.
public struct CatalogConflicts: Hashable, Sendable {
  /// One finding of the analysis.
  public struct Finding: Hashable, Sendable {
    /// What kind of problem it is.
    public var kind: ConflictKind
    /// The keys in question.
    public var keys: KeySequence
    /// Why, in one sentence, naming commands by their keymap identity.
    public var reason: String
    /// The commands concerned, as indices into the catalog's commands: the one that wins
    /// first, then the one that loses (one index for a finding about a single binding).
    public var commands: [Int]
  }

  /// The findings, each once, in the order the analysis found them.
  public let findings: [Finding]

  /// Analyses `catalog`'s commands with `keys` (one per command, in catalog order; `nil` for
  /// none) on `profile`; `checksMacReserved` adds macOS's own shortcuts.
  public init(
    catalog: CommandCatalog, keys: [KeySequence?], profile: TerminalKeyProfile,
    checksMacReserved: Bool = false
  ) {
    var menuCommands: [Command] = []
    var appCommands: [Command] = []
    var controls: [ShortcutControl] = []
    var indexByRuntimeID: [CommandID: Int] = [:]
    for (index, entry) in catalog.commands.enumerated() {
      let keys = keys.indices.contains(index) ? keys[index] : nil
      // Each command gets its own runtime identity, so a finding names exactly one of them.
      let runtimeID = CommandID("row.\(index)")
      indexByRuntimeID[runtimeID] = index
      let command = Command(id: runtimeID, title: entry.command.title, keys: keys, isEnabled: true)
      switch entry.scope {
      case .app: appCommands.append(command)
      case .menu: menuCommands.append(command)
      case .control:
        if let keys {
          controls.append(
            ShortcutControl(
              id: ShortcutControl.ID(runtimeID.rawValue), title: command.title, keys: keys))
        }
      }
    }
    let snapshot = DispatchSnapshot(
      windows: [
        DispatchWindow(
          id: "main",
          layers: [PresentationLayer(id: "content", kind: .content, controls: controls)],
          menuCommands: menuCommands)
      ], activeWindow: "main", appCommands: appCommands)
    let analyzer = ConflictAnalyzer(terminal: profile, checksMacReserved: checksMacReserved)
    var findings: [Finding] = []
    for conflict in analyzer.conflicts(in: snapshot) {
      // Controls seen on different screens are never on screen together.
      if conflict.first.isControl, conflict.second.isControl { continue }
      let commands = [conflict.first, conflict.second].compactMap { party -> Int? in
        guard case .binding(let candidate) = party,
          let id = candidate.target.command
            ?? candidate.target.control.map({ CommandID($0.rawValue) })
        else { return nil }
        return indexByRuntimeID[id]
      }
      findings.append(
        Finding(
          kind: conflict.kind, keys: conflict.keys,
          reason: Self.naming(conflict.reason, catalog: catalog, index: indexByRuntimeID),
          commands: commands))
    }
    self.findings = findings
  }

  /// `reason` with each runtime identity replaced by the command's keymap identity, and the
  /// one window the analysis made up left unnamed (`in the menu`, `on its screen`).
  private static func naming(
    _ reason: String, catalog: CommandCatalog, index: [CommandID: Int]
  ) -> String {
    var text =
      reason
      .replacingAll(#"in content "content" (frontmost) of window "main""#, with: "on its screen")
      .replacingAll(#"menu of window "main""#, with: "the menu")
    for (id, command) in index {
      text = text.replacingAll(
        "\"\(id.rawValue)\"", with: "\"\(catalog.commands[command].id.rawValue)\"")
    }
    return text
  }
}

extension String {
  /// The string with every occurrence of `target` replaced.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension ConflictParty {
  /// Whether the party is a control in a window.
  fileprivate var isControl: Bool {
    if case .binding(let candidate) = self { return candidate.target.control != nil }
    return false
  }
}
