/// How the software keyboard capitalizes typed text; `.textInputAutocapitalization(_:)`
/// accepts it. Text typed in a terminal is kept exactly as typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Never capitalize.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalize the first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalize the first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalize every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}
