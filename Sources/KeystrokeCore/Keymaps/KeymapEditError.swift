/// Why a keymap file cannot be edited in place.
public enum KeymapEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has a syntax error, or is not an array of entries; editing it could lose what
  /// the user wrote.
  case malformed(KeymapDiagnostic?)

  /// A sentence for people.
  public var description: String {
    switch self {
    case .malformed(let diagnostic?):
      "the keymap file has an error to fix first: \(diagnostic)"
    case .malformed(nil):
      "the keymap file has an error to fix first"
    }
  }
}
