import KeystrokeCore

/// Keys pressed one after another, such as Ctrl+K then Ctrl+E: a chord for
/// `.keyboardShortcut(chord:)`, as VS Code and Emacs use them.
///
/// Write it as text in the key-script spelling, or step by step:
///
/// ```swift
/// Button("Time Entries") { … }.keyboardShortcut(chord: "ctrl+k ctrl+e")
/// Button("Time Entries") { … }
///   .keyboardShortcut(chord: KeyChord(KeyboardShortcut("k", modifiers: .control),
///                                     KeyboardShortcut("e", modifiers: .control)))
/// ```
public struct KeyChord: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The keys, in the engine's form.
  public let keys: KeySequence

  /// A chord of `first`, then each of `rest`.
  public init(_ first: KeyboardShortcut, _ rest: KeyboardShortcut...) {
    keys = KeySequence([first.shortcut] + rest.map(\.shortcut)) ?? KeySequence(first.shortcut)
  }

  /// A chord of the engine's keys.
  public init(_ keys: KeySequence) { self.keys = keys }

  /// Reads a chord such as `"ctrl+k ctrl+e"` or `"⌃K ⌃E"`.
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad part.
  public init(parsing text: String) throws(ShortcutParseError) {
    keys = try KeySequence(parsing: text)
  }

  /// Reads a chord written in code; a malformed literal is a programming error and stops the
  /// app with the parser's message.
  public init(stringLiteral value: String) {
    do {
      keys = try KeySequence(parsing: value)
    } catch {
      preconditionFailure("KeyChord \"\(value)\": \(error.description)")
    }
  }

  /// The key-script spelling, such as `ctrl+k ctrl+e`.
  public var description: String { keys.traceText }
}

extension View {
  /// Gives the menu commands and the controls in this view a chord: its keys pressed one after
  /// another. While the first keys are pending, the hint line shows what can follow; Escape
  /// cancels, and so does a pause of a second.
  ///
  /// It works on menu commands (`CommandMenu`, `CommandGroup`) and on buttons in a window's
  /// content alike; the innermost of this and `.keyboardShortcut(_:)` applies.
  public consuming func keyboardShortcut(chord: KeyChord) -> some View {
    modifier(
      EnvironmentModifier {
        $0.keyboardChord = chord.keys
        $0.keyboardShortcut = nil
      })
  }
}

private struct KeyboardChordKey: EnvironmentKey {
  static let defaultValue: KeySequence? = nil
}

extension EnvironmentValues {
  /// The chord `.keyboardShortcut(chord:)` gave the commands in this subtree.
  var keyboardChord: KeySequence? {
    get { self[KeyboardChordKey.self] }
    set { self[KeyboardChordKey.self] = newValue }
  }

  /// The keys of a menu command built here: its chord, else its shortcut.
  var commandKeys: KeySequence? {
    keyboardChord ?? keyboardShortcut.map { KeySequence($0.shortcut) }
  }
}
