import Testing

@testable import KeystrokeCore

@Suite struct ShortcutFormatterTests {
  /// Every named key, F1–F35, letters, digits and common punctuation.
  static let allKeys: [KeyCode] = {
    let named: [KeyCode] = [
      .return, .escape, .tab, .space, .backspace, .deleteForward, .upArrow, .downArrow,
      .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown, .insert, .clear,
    ]
    let functions = (1...KeyCode.maximumFunctionKey).map { KeyCode.function($0) }
    let characters = "abcdefghijklmnopqrstuvwxyz0123456789,./;'[]\\-=`+?!:|{}é".map {
      KeyCode.character($0)
    }
    return named + functions + characters
  }()

  /// All 16 combinations of Shift, Control, Option and Command.
  static let allModifierSets: [KeyModifiers] = (0..<16).map { bits in
    var set: KeyModifiers = []
    if bits & 1 != 0 { set.insert(.shift) }
    if bits & 2 != 0 { set.insert(.control) }
    if bits & 4 != 0 { set.insert(.option) }
    if bits & 8 != 0 { set.insert(.command) }
    return set
  }

  static let formatters: [ShortcutFormatter] = [
    .symbols, .words, ShortcutFormatter(style: .words, commandWord: .super),
  ]

  @Test(
    arguments: [
      (
        Shortcut("k", modifiers: [.command, .shift, .option, .control]), "⌃⌥⇧⌘K",
        "Ctrl+Alt+Shift+Cmd+K"
      ),
      (Shortcut("u", modifiers: [.command, .shift]), "⇧⌘U", "Shift+Cmd+U"),
      (Shortcut("1", modifiers: .command), "⌘1", "Cmd+1"),
      (Shortcut(.tab, modifiers: .shift), "⇧⇥", "Shift+Tab"),
      (Shortcut(.escape), "⎋", "Esc"),
      (Shortcut(.return, modifiers: .command), "⌘↩", "Cmd+Enter"),
      (Shortcut(.backspace), "⌫", "Backspace"),
      (Shortcut(.deleteForward, modifiers: .option), "⌥⌦", "Alt+Delete"),
      (Shortcut(.upArrow), "↑", "Up"),
      (Shortcut(.downArrow, modifiers: .control), "⌃↓", "Ctrl+Down"),
      (Shortcut(.leftArrow), "←", "Left"),
      (Shortcut(.rightArrow), "→", "Right"),
      (Shortcut(.home), "↖", "Home"),
      (Shortcut(.end), "↘", "End"),
      (Shortcut(.pageUp), "⇞", "PageUp"),
      (Shortcut(.pageDown), "⇟", "PageDown"),
      (Shortcut(.space, modifiers: .command), "⌘Space", "Cmd+Space"),
      (Shortcut(.function(5)), "F5", "F5"),
      (Shortcut("+", modifiers: .command), "⌘+", "Cmd+Plus"),
      (Shortcut("-", modifiers: .control), "⌃-", "Ctrl+-"),
      (Shortcut("g"), "g", "g"),
      (Shortcut("G"), "⇧G", "Shift+G"),
      (Shortcut("ß", modifiers: .command), "⌘ß", "Cmd+ß"),
    ] as [(Shortcut, String, String)])
  func bothStyles(shortcut: Shortcut, symbols: String, words: String) {
    #expect(ShortcutFormatter.symbols.string(for: shortcut) == symbols)
    #expect(ShortcutFormatter.words.string(for: shortcut) == words)
  }

  @Test func commandCanBeSpelledSuper() {
    let formatter = ShortcutFormatter(style: .words, commandWord: .super)
    #expect(formatter.string(for: Shortcut("k", modifiers: .command)) == "Super+K")
  }

  @Test func chordStepsAreJoinedBySpaces() throws {
    let chord = try #require(
      KeySequence([Shortcut("k", modifiers: .control), Shortcut("s", modifiers: .control)]))
    #expect(ShortcutFormatter.symbols.string(for: chord) == "⌃K ⌃S")
    #expect(ShortcutFormatter.words.string(for: chord) == "Ctrl+K Ctrl+S")
  }

  @Test(arguments: formatters)
  func everyShortcutReadsBackFromItsDisplay(formatter: ShortcutFormatter) throws {
    var count = 0
    for key in Self.allKeys {
      for modifiers in Self.allModifierSets {
        let shortcut = Shortcut(key, modifiers: modifiers)
        let text = formatter.string(for: shortcut)
        #expect(try Shortcut(parsing: text) == shortcut, "\(text)")
        count += 1
      }
    }
    #expect(count == Self.allKeys.count * 16)
  }

  @Test(arguments: formatters)
  func chordsReadBackFromTheirDisplay(formatter: ShortcutFormatter) throws {
    var generator = SplitMix(seed: 42)
    for _ in 0..<200 {
      let steps = (0..<Int(1 + generator.next() % 3)).map { _ in
        Shortcut(
          Self.allKeys[Int(generator.next() % UInt64(Self.allKeys.count))],
          modifiers: Self.allModifierSets[Int(generator.next() % 16)])
      }
      let chord = try #require(KeySequence(steps))
      #expect(try KeySequence(parsing: formatter.string(for: chord)) == chord)
    }
  }
}
