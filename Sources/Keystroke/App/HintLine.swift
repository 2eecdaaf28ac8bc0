import KeystrokeCore

/// The line at the bottom of the screen that shows the keys live right now: the menu key and
/// the frontmost screen's own shortcuts, spelled as this terminal needs them pressed.
enum HintLine {
  /// One hint: the keys and what they do.
  struct Entry: Equatable {
    var keys: String
    var title: String
  }

  /// The most hints the line shows from the screen's own controls.
  static let maximumControlHints = 8

  /// The hints for the current screen.
  @MainActor
  static func entries(
    interactions: InteractionRecord, bar: ResolvedMenuBar, profile: TerminalKeyProfile
  ) -> [Entry] {
    let mapping = interactions.keyMapping(profile: profile)
    let formatter = formatter(for: profile)
    var entries: [Entry] = []
    // The app-wide commands as the keymap left them.
    func keys(of id: CommandID) -> String? {
      interactions.appCommands.first { $0.id == id }?.keys.flatMap {
        mapping.displayString(for: $0, formatter: formatter)
      }
    }
    if let keys = keys(of: MenuBarInteraction.openMenuBarID) {
      entries.append(Entry(keys: keys, title: "Menu"))
    }
    if let keys = keys(of: CommandPalette.openID) {
      entries.append(Entry(keys: keys, title: "Commands"))
    }
    var seen: Set<Shortcut> = []
    let front = interactions.frontLayer
    for target in interactions.shortcutTargets where target.isEnabled && target.layer == front {
      let shortcut = target.shortcut.shortcut
      guard !seen.contains(shortcut), entries.count <= maximumControlHints,
        let keys = mapping.displayString(for: shortcut, formatter: formatter)
      else { continue }
      seen.insert(shortcut)
      entries.append(Entry(keys: keys, title: target.title))
    }
    return entries
  }

  /// Glyphs on terminals that report ⌘ (so "⌘1" means the key the user presses), words
  /// elsewhere ("Alt+1").
  static func formatter(for profile: TerminalKeyProfile) -> ShortcutFormatter {
    profile == .kitty ? .symbols : .words
  }
}
