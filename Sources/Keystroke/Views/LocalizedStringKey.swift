/// The text of a string literal given to a view, such as `Text("Hello")`.
///
/// Keystroke does not localize: the key is the text shown. Interpolations are formatted with
/// `String(describing:)`. As in SwiftUI, inline Markdown in the literal's own text styles a
/// `Text`, while interpolated values are shown exactly as they are (a name holding `*` stays
/// plain).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// Builds a key from a literal's text and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var markdown = ""

    /// Reserves room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
      markdown.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part of the string.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      markdown += literal
    }

    /// Appends an interpolated value, formatted with `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      let string = String(describing: value)
      text += string
      markdown += MarkdownRuns.escaped(string)
    }

    /// Appends a text's characters.
    public mutating func appendInterpolation(_ value: Text) {
      text += value.plainText
      markdown += MarkdownRuns.escaped(value.plainText)
    }
  }

  /// The text.
  let text: String
  /// The text as Markdown source: the literal's parts as written, interpolated values escaped.
  let markdown: String

  /// Creates a key from its text.
  nonisolated public init(_ value: String) {
    text = value
    markdown = value
  }

  /// Creates a key from a string literal.
  nonisolated public init(stringLiteral value: String) {
    text = value
    markdown = value
  }

  /// Creates a key from an interpolated string literal.
  nonisolated public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
  }

  /// Keys are equal when their texts are.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.text == rhs.text
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
