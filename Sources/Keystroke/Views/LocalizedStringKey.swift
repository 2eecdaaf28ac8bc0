/// The text of a string literal given to a view, such as `Text("Hello")`.
///
/// Keystroke does not localize: the key is the text shown. Interpolations are formatted with
/// `String(describing:)`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text.
  let text: String

  /// Creates a key from its text.
  nonisolated public init(_ value: String) { text = value }

  /// Creates a key from a string literal.
  nonisolated public init(stringLiteral value: String) { text = value }

  /// Creates a key from an interpolated string literal.
  nonisolated public init(stringInterpolation: DefaultStringInterpolation) {
    text = String(stringInterpolation: stringInterpolation)
  }
}
