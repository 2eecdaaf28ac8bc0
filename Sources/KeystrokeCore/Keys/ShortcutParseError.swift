/// Why a piece of text is not a shortcut, and where the problem starts.
///
/// ``description`` is the message to show a person, for example
/// `unknown modifier "cmdd" at 1 (did you mean "cmd"?)`. Positions count characters
/// (grapheme clusters) from 1; a position one past the end means something is missing there.
public struct ShortcutParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem the parser reports.
  public enum Reason: Hashable, Sendable {
    /// The text is empty or only whitespace.
    case emptyInput
    /// A word before `+` is not a modifier name; carries the word and a close modifier name.
    case unknownModifier(String, suggestion: String?)
    /// A word before `+` is a key, but only modifiers may come before `+`.
    case keyBeforePlus(String)
    /// The key is not a character, a key glyph or a key name; carries the text.
    case unknownKey(String, suggestion: String?)
    /// A function key outside F1–F35; carries the text as written.
    case notAFunctionKey(String)
    /// The same modifier is written twice; carries the second spelling.
    case duplicateModifier(String)
    /// Modifiers with no key after them; carries the text so far.
    case missingKey(after: String)
    /// A single shortcut was expected but the text has several steps.
    case unexpectedSequence
  }

  /// What is wrong.
  public let reason: Reason
  /// The 1-based character position where the problem starts.
  public let position: Int

  /// Creates an error.
  public init(_ reason: Reason, at position: Int) {
    self.reason = reason
    self.position = position
  }

  /// The message for a person, naming the bad part and its position.
  public var description: String {
    switch reason {
    case .emptyInput:
      return "empty input: expected a shortcut such as \"cmd+s\" or \"⌘S\""
    case .unknownModifier(let word, let suggestion):
      return "unknown modifier \(KeyNames.quoted(word)) at \(position)" + hint(suggestion)
    case .keyBeforePlus(let word):
      return "\(KeyNames.quoted(word)) at \(position) is a key, but only modifiers may come "
        + "before \"+\""
    case .unknownKey(let word, let suggestion):
      return "unknown key \(KeyNames.quoted(word)) at \(position)" + hint(suggestion)
    case .notAFunctionKey(let word):
      return "\(word) is not a function key (F1–F\(KeyCode.maximumFunctionKey)) at \(position)"
    case .duplicateModifier(let word):
      return "duplicate modifier \(KeyNames.quoted(word)) at \(position)"
    case .missingKey(let text):
      return "missing key after \(KeyNames.quoted(text)) at \(position)"
    case .unexpectedSequence:
      return "expected one shortcut but found a second step at \(position)"
    }
  }

  private func hint(_ suggestion: String?) -> String {
    guard let suggestion else { return "" }
    return " (did you mean \(KeyNames.quoted(suggestion))?)"
  }
}
