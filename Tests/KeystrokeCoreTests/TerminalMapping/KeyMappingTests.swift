import Testing

@testable import KeystrokeCore

@Suite struct KeyMappingTests {
  private static func mapping(_ profile: TerminalKeyProfile, _ texts: [String]) throws -> KeyMapping
  {
    KeyMapping(profile: profile, declared: try texts.map { try KeySequence(parsing: $0) })
  }

  /// The pressed keys for a declared text in words, or "unreachable".
  private static func pressed(_ mapping: KeyMapping, _ text: String) throws -> String {
    let sequence = try KeySequence(parsing: text)
    return mapping.displayString(for: sequence, formatter: .words) ?? "unreachable"
  }

  static let appShortcuts = [
    "cmd+1", "cmd+4", "cmd+n", "cmd+s", "cmd+i", "cmd+m", "cmd+h", "cmd+j", "cmd+c", "cmd+z",
    "cmd+shift+u", "cmd+,", "cmd+return", "cmd+f5", "ctrl+cmd+f", "ctrl+k ctrl+s", "tab",
    "alt+x", "ctrl+shift+k", "ctrl+return", "ctrl+i",
  ]

  /// Declared text, then the keys to press on kitty, modifyOtherKeys and legacy.
  @Test(
    arguments: [
      ("cmd+1", "Cmd+1", "Alt+1", "Alt+1"),
      ("cmd+4", "Cmd+4", "Alt+4", "Alt+4"),
      ("cmd+n", "Cmd+N", "Ctrl+N", "Ctrl+N"),
      // Ctrl+S is declared as the second step of ctrl+k ctrl+s, so ⌘S may not take it.
      ("cmd+s", "Cmd+S", "Alt+S", "Alt+S"),
      ("cmd+i", "Cmd+I", "Alt+I", "Alt+I"),
      ("cmd+m", "Cmd+M", "Alt+M", "Alt+M"),
      ("cmd+h", "Cmd+H", "Alt+H", "Alt+H"),
      ("cmd+j", "Cmd+J", "Alt+J", "Alt+J"),
      ("cmd+c", "Cmd+C", "Alt+C", "Alt+C"),
      ("cmd+z", "Cmd+Z", "Alt+Z", "Alt+Z"),
      ("cmd+shift+u", "Shift+Cmd+U", "Alt+Shift+U", "Alt+Shift+U"),
      ("cmd+,", "Cmd+,", "Alt+,", "Alt+,"),
      ("cmd+return", "Cmd+Enter", "Alt+Enter", "Alt+Enter"),
      ("cmd+f5", "Cmd+F5", "Alt+F5", "Alt+F5"),
      ("ctrl+cmd+f", "Ctrl+Cmd+F", "Ctrl+Alt+F", "Ctrl+Alt+F"),
      ("ctrl+k ctrl+s", "Ctrl+K Ctrl+S", "Ctrl+K Ctrl+S", "Ctrl+K Ctrl+S"),
      ("tab", "Tab", "Tab", "Tab"),
      ("alt+x", "Alt+X", "Alt+X", "Alt+X"),
      ("ctrl+shift+k", "Ctrl+Shift+K", "Ctrl+Shift+K", "unreachable"),
      ("ctrl+return", "Ctrl+Enter", "Ctrl+Enter", "unreachable"),
      ("ctrl+i", "Ctrl+I", "unreachable", "unreachable"),
    ] as [(String, String, String, String)])
  func appShortcutsOnEachProfile(
    declared: String, kitty: String, extended: String, legacy: String
  ) throws {
    #expect(try Self.pressed(Self.mapping(.kitty, Self.appShortcuts), declared) == kitty)
    #expect(
      try Self.pressed(Self.mapping(.modifyOtherKeys, Self.appShortcuts), declared) == extended)
    #expect(try Self.pressed(Self.mapping(.legacy, Self.appShortcuts), declared) == legacy)
  }

  /// ⌘⇧] and ⌘⇧[ (Show Next Tab, Show Previous Tab) have no Shift form a legacy terminal
  /// can tell apart, so they are pressed as Alt with the character Shift types: Alt+} and
  /// Alt+{. Where Ctrl+Shift+] reaches the app, it is still the fallback.
  @Test func commandShiftSymbolFallsBackToAltWithTheShiftedCharacter() throws {
    let tabs = ["cmd+shift+]", "cmd+shift+[", "cmd+1"]
    let legacy = try Self.mapping(.legacy, tabs)
    #expect(try Self.pressed(legacy, "cmd+shift+]") == "Alt+}")
    #expect(try Self.pressed(legacy, "cmd+shift+[") == "Alt+{")
    #expect(
      legacy.declared(forPressed: Shortcut("}", modifiers: .option))
        == Shortcut("]", modifiers: [.command, .shift]))
    let extended = try Self.mapping(.modifyOtherKeys, tabs)
    #expect(try Self.pressed(extended, "cmd+shift+]") == "Ctrl+Shift+]")
    #expect(
      try Self.pressed(
        .init(profile: .kitty, declared: [KeySequence(parsing: "cmd+shift+]")]), "cmd+shift+]")
        == "Shift+Cmd+]")
    // A declared Alt+} keeps its keys: the fallback is not free.
    let taken = try Self.mapping(.legacy, ["alt+}", "cmd+shift+]"])
    #expect(try Self.pressed(taken, "cmd+shift+]") == "unreachable")
  }

  @Test func menusShowCommandOnKittyAndAltOnPlainXterm() throws {
    let tab = try KeySequence(parsing: "cmd+1")
    let kitty = KeyMapping(profile: .kitty, declared: [tab])
    let legacy = KeyMapping(profile: .legacy, declared: [tab])
    #expect(kitty.displayString(for: tab, formatter: .symbols) == "⌘1")
    #expect(legacy.displayString(for: tab, formatter: .words) == "Alt+1")
    #expect(legacy.displayString(for: tab, formatter: .symbols) == "⌥1")
    let superWords = ShortcutFormatter(style: .words, commandWord: .super)
    #expect(kitty.displayString(for: tab.first, formatter: superWords) == "Super+1")
  }

  @Test func declaredBindingsKeepTheirKeys() throws {
    let mapping = try Self.mapping(.legacy, ["cmd+k", "ctrl+k"])
    let commandK = try Shortcut(parsing: "cmd+k")
    guard case .fallback(let pressed, let reason) = mapping.resolution(for: commandK) else {
      Issue.record("⌘K should fall back")
      return
    }
    #expect(pressed == (try Shortcut(parsing: "alt+k")))
    #expect(reason.contains("not Ctrl+K: it is declared for its own binding"))
    #expect(mapping.resolution(for: try Shortcut(parsing: "ctrl+k")) == .direct)
    #expect(
      mapping.declared(forPressed: try Shortcut(parsing: "ctrl+k"))
        == (try Shortcut(parsing: "ctrl+k")))
    #expect(mapping.declared(forPressed: try Shortcut(parsing: "alt+k")) == commandK)
  }

  @Test func everyFallbackTakenIsUnreachable() throws {
    let mapping = try Self.mapping(.legacy, ["cmd+k", "ctrl+k", "alt+k"])
    let unreachable = mapping.unreachable
    #expect(unreachable.map(\.sequence) == [try KeySequence(parsing: "cmd+k")])
    let reason = try #require(unreachable.first?.reason)
    #expect(reason.contains("Cmd+K needs ⌘ (Super)"))
    #expect(reason.contains("not Alt+K: it is declared for its own binding"))
    #expect(reason.hasSuffix("no fallback is free"))
  }

  @Test func earlierDeclarationsWinContestedFallbacks() throws {
    let mapping = try Self.mapping(.legacy, ["ctrl+cmd+k", "alt+cmd+k"])
    #expect(try Self.pressed(mapping, "ctrl+cmd+k") == "Ctrl+Alt+K")
    #expect(try Self.pressed(mapping, "alt+cmd+k") == "unreachable")
    let reason = try #require(mapping.unreachable.first?.reason)
    #expect(reason.contains("not Ctrl+Alt+K: it already stands for Ctrl+Cmd+K"))
    let swapped = try Self.mapping(.legacy, ["alt+cmd+k", "ctrl+cmd+k"])
    #expect(try Self.pressed(swapped, "alt+cmd+k") == "Ctrl+Alt+K")
  }

  @Test func chordsMapStepByStep() throws {
    let mapping = try Self.mapping(.legacy, ["cmd+k cmd+s", "cmd+k cmd+1", "ctrl+k ctrl+shift+s"])
    // Ctrl+K is declared by the third chord, so ⌘K falls back to Alt+K.
    #expect(try Self.pressed(mapping, "cmd+k cmd+s") == "Alt+K Ctrl+S")
    #expect(try Self.pressed(mapping, "cmd+k cmd+1") == "Alt+K Alt+1")
    let pressed = try KeySequence(parsing: "alt+k alt+1")
    #expect(mapping.declared(forPressed: pressed) == (try KeySequence(parsing: "cmd+k cmd+1")))
    #expect(
      mapping.unreachable == [
        UnreachableKeySequence(
          sequence: try KeySequence(parsing: "ctrl+k ctrl+shift+s"),
          reason: "step 2 (Ctrl+Shift+S) of the chord: Ctrl+Shift+S sends the same byte as Ctrl+S")
      ])
  }

  @Test func aTextInputKeepsItsEditingKeysButNotDeclaredOnes() throws {
    let legacy = try Self.mapping(.legacy, ["cmd+a", "cmd+w", "cmd+s", "ctrl+k", "cmd+k"])
    let editing = TextFieldFocus.controlEditingKeys
    let ctrlW = try Shortcut(parsing: "ctrl+w")
    #expect(legacy.declared(forPressed: ctrlW) == (try Shortcut(parsing: "cmd+w")))
    #expect(legacy.declared(forPressed: ctrlW, keeping: editing) == ctrlW)
    #expect(
      legacy.declared(forPressed: try Shortcut(parsing: "ctrl+a"), keeping: editing)
        == (try Shortcut(parsing: "ctrl+a")))
    // Not an editing key: still ⌘S. Declared as Control: itself, the app's own shortcut.
    #expect(
      legacy.declared(forPressed: try Shortcut(parsing: "ctrl+s"), keeping: editing)
        == (try Shortcut(parsing: "cmd+s")))
    let ctrlK = try Shortcut(parsing: "ctrl+k")
    #expect(legacy.declared(forPressed: ctrlK, keeping: editing) == ctrlK)
    #expect(
      legacy.declared(forPressed: try Shortcut(parsing: "alt+k"), keeping: editing)
        == (try Shortcut(parsing: "cmd+k")))
    let kitty = try Self.mapping(.kitty, ["cmd+w"])
    #expect(kitty.declared(forPressed: ctrlW, keeping: editing) == ctrlW)
  }

  @Test func kittyDeliversEverythingButReservedKeys() throws {
    let mapping = try Self.mapping(.kitty, Self.appShortcuts + ["ctrl+c"])
    #expect(mapping.unreachable.map(\.sequence) == [try KeySequence(parsing: "ctrl+c")])
    for sequence in mapping.declaredSequences {
      #expect(mapping.declared(forPressed: sequence) == sequence)
    }
  }

  @Test func undeclaredKeysPassThrough() throws {
    let mapping = try Self.mapping(.legacy, ["cmd+s"])
    let plain = try Shortcut(parsing: "x")
    #expect(mapping.declared(forPressed: plain) == plain)
    #expect(mapping.resolution(for: plain) == .direct)
    #expect(mapping.resolution(for: try Shortcut(parsing: "cmd+q")) != .direct)
  }

  @Test func fallbackReasonExplainsTheChoice() throws {
    let mapping = try Self.mapping(.legacy, ["cmd+i"])
    #expect(
      mapping.resolution(for: try Shortcut(parsing: "cmd+i"))
        == .fallback(
          try Shortcut(parsing: "alt+i"),
          reason: "Cmd+I needs ⌘ (Super), which only the kitty keyboard protocol reports; "
            + "not Ctrl+I: Ctrl+I sends 09, the byte of Tab; press Alt+I instead"))
  }

  @Test(arguments: TerminalKeyProfile.allCases)
  func noTwoDeclarationsSharePressedKeys(profile: TerminalKeyProfile) throws {
    let keys: [KeyCode] = [
      .character("a"), .character("c"), .character("i"), .character("k"), .character("z"),
      .character("1"), .character(","), .return, .tab, .space, .upArrow, .function(5),
      .function(13),
    ]
    var generator = SplitMix(seed: UInt64(profile.rawValue.count))
    for _ in 0..<300 {
      let count = Int(1 + generator.next() % 24)
      let declared: [KeySequence] = (0..<count).compactMap { _ in
        let steps = (0..<Int(1 + generator.next() % 2)).map { _ in
          Shortcut(
            keys[Int(generator.next() % UInt64(keys.count))],
            modifiers: KeyModifiers(rawValue: Int(generator.next() % 16) << 1))
        }
        return KeySequence(steps)
      }
      let mapping = KeyMapping(profile: profile, declared: declared)
      let again = KeyMapping(profile: profile, declared: declared)
      var owners: [Shortcut: Shortcut] = [:]
      for shortcut in Set(declared.flatMap(\.steps)) {
        let resolution = mapping.resolution(for: shortcut)
        #expect(resolution == again.resolution(for: shortcut))
        guard let pressed = resolution.pressed(for: shortcut) else { continue }
        #expect(profile.delivers(pressed))
        #expect(owners[pressed] == nil, "\(shortcut) and \(owners[pressed].map { "\($0)" } ?? "")")
        owners[pressed] = shortcut
        #expect(mapping.declared(forPressed: pressed) == shortcut)
      }
      let unreachable = Set(mapping.unreachable.map(\.sequence))
      for sequence in mapping.declaredSequences {
        #expect((mapping.pressedKeys(for: sequence) == nil) == unreachable.contains(sequence))
      }
    }
  }
}
