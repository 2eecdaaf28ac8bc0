/// The shortcuts macOS keeps for itself and the ones every Mac app is expected to honour.
///
/// Taken from the "Reserved keyboard shortcuts" table of Apple's Human Interface Guidelines
/// (Keyboards): entries the guidelines mark as used by the system are ``ReservedShortcut/Ownership/system``;
/// the well-known app shortcuts (⌘Q, ⌘W, ⌘S, ⌘Z…) are ``ReservedShortcut/Ownership/standard``.
/// Shortcuts on the Eject key are left out: there is no such key in ``KeyCode``.
public enum MacReservedShortcuts {
  /// Every entry, system-owned first, then standard ones.
  public static let all: [ReservedShortcut] = systemOwned + standard

  /// The entry for `shortcut`, if macOS reserves it.
  ///
  /// - Complexity: O(1).
  public static func entry(for shortcut: Shortcut) -> ReservedShortcut? {
    byShortcut[shortcut]
  }

  private static let byShortcut: [Shortcut: ReservedShortcut] = Dictionary(
    all.map { ($0.shortcut, $0) }, uniquingKeysWith: { first, _ in first })

  private static func system(
    _ key: KeyCode, _ modifiers: KeyModifiers, _ meaning: String
  ) -> ReservedShortcut {
    ReservedShortcut(Shortcut(key, modifiers: modifiers), meaning: meaning, ownership: .system)
  }

  private static func standard(
    _ character: Character, _ modifiers: KeyModifiers, _ meaning: String
  ) -> ReservedShortcut {
    ReservedShortcut(
      Shortcut(KeyCode(character), modifiers: modifiers), meaning: meaning, ownership: .standard)
  }

  private static let systemOwned: [ReservedShortcut] =
    [
      system(.space, .command, "Spotlight"),
      system(.space, [.shift, .command], "System input and search shortcut"),
      system(.space, [.option, .command], "Spotlight search window"),
      system(.space, [.control, .command], "Character Viewer"),
      system(.space, .control, "Select the previous input source"),
      system(.space, [.control, .option], "Select the next input source"),
      system(.tab, .shift, "Move focus to the previous control"),
      system(.tab, .command, "Switch to the next app"),
      system(.tab, [.shift, .command], "Switch to the previous app"),
      system(.tab, .control, "Move focus to the next group of controls"),
      system(.tab, [.control, .shift], "Move focus to the previous group of controls"),
      system(.escape, [.option, .command], "Force Quit"),
      system(.function(5), .command, "Turn VoiceOver on or off"),
      system(.character("`"), .command, "Next window of the app"),
      system(.character("`"), [.shift, .command], "Previous window of the app"),
      system(.character("`"), [.option, .command], "Move focus to the window drawer"),
      system(.character("-"), .command, "Zoom out"),
      system(.character("-"), [.option, .command], "Zoom out (accessibility zoom)"),
      system(.character("="), [.shift, .command], "Zoom in"),
      system(.character("="), [.option, .command], "Zoom in (accessibility zoom)"),
      system(.character(","), [.control, .option, .command], "Decrease contrast"),
      system(.character("."), [.control, .option, .command], "Increase contrast"),
      system(.character("/"), [.option, .command], "Turn font smoothing on or off"),
      system(.character("3"), [.shift, .command], "Screenshot of the screen"),
      system(
        .character("3"), [.control, .shift, .command], "Screenshot of the screen to the clipboard"),
      system(.character("4"), [.shift, .command], "Screenshot of a selection"),
      system(
        .character("4"), [.control, .shift, .command], "Screenshot of a selection to the clipboard"),
      system(.character("8"), [.option, .command], "Turn zoom on or off"),
      system(.character("8"), [.control, .option, .command], "Invert colours"),
      system(.character("d"), [.option, .command], "Show or hide the Dock"),
      system(.character("q"), [.shift, .command], "Log out"),
      system(.character("q"), [.option, .shift, .command], "Log out immediately"),
      system(.leftArrow, .command, "Switch keyboard layout (international)"),
      system(.rightArrow, .command, "Switch keyboard layout (international)"),
    ] + controlFunctionKeys + (8...12).map { system(.function($0), [], "System function key") }

  private static let controlFunctionKeys: [ReservedShortcut] = [
    "Turn full keyboard access on or off", "Move focus to the menu bar", "Move focus to the Dock",
    "Move focus to the next window", "Move focus to the window toolbar",
    "Move focus to the floating window", "Change the keyboard navigation mode",
  ].enumerated().map { index, meaning in system(.function(index + 1), .control, meaning) }

  private static let standard: [ReservedShortcut] = [
    standard("q", .command, "Quit"),
    standard("h", .command, "Hide"),
    standard("h", [.option, .command], "Hide Others"),
    standard("m", .command, "Minimize"),
    standard("m", [.option, .command], "Minimize All"),
    standard("w", .command, "Close"),
    standard("w", [.shift, .command], "Close File"),
    standard("w", [.option, .command], "Close All"),
    standard(",", .command, "Settings"),
    standard("?", .command, "Help"),
    standard("f", [.control, .command], "Enter Full Screen"),
    standard("n", .command, "New"),
    standard("o", .command, "Open"),
    standard("p", .command, "Print"),
    standard("p", [.shift, .command], "Page Setup"),
    standard("s", .command, "Save"),
    standard("s", [.shift, .command], "Save As"),
    standard("z", .command, "Undo"),
    standard("z", [.shift, .command], "Redo"),
    standard("x", .command, "Cut"),
    standard("c", .command, "Copy"),
    standard("v", .command, "Paste"),
    standard("a", .command, "Select All"),
    standard("a", [.shift, .command], "Deselect All"),
    standard("f", .command, "Find"),
    standard("f", [.option, .command], "Jump to the search field"),
    standard("g", .command, "Find Next"),
    standard("g", [.shift, .command], "Find Previous"),
    standard("e", .command, "Use Selection for Find"),
    standard("j", .command, "Jump to Selection"),
    standard("t", .command, "Show Fonts"),
    standard("t", [.option, .command], "Show or Hide Toolbar"),
    standard("c", [.shift, .command], "Show Colors"),
    standard("b", .command, "Bold"),
    standard("i", .command, "Italic"),
    standard("u", .command, "Underline"),
    standard("[", .command, "Align Left"),
    standard("]", .command, "Align Right"),
    standard("|", .command, "Align Center"),
    standard(":", .command, "Show Spelling and Grammar"),
    standard(";", .command, "Find Misspelled Words"),
    standard("d", [.control, .command], "Look Up in Dictionary"),
  ]
}
