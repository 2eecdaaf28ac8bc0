/// Why a keymap file cannot be edited in place.
public enum KeymapEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has a syntax error, or is not an array of entries; editing it could lose what
  /// the user wrote. The diagnostic is the problem that stops the edit (the syntax error, even
  /// where problems earlier in the file were found too); `otherProblems` counts the file's
  /// other problems.
  case malformed(KeymapDiagnostic?, otherProblems: Int = 0)

  /// A sentence for people: the problem to fix, then how many more the file has.
  public var description: String {
    switch self {
    case .malformed(let diagnostic?, let others):
      "the keymap file has an error to fix first: \(diagnostic)" + Self.more(others)
    case .malformed(nil, let others):
      "the keymap file has an error to fix first" + Self.more(others)
    }
  }

  private static func more(_ count: Int) -> String {
    switch count {
    case ...0: ""
    case 1: " (and 1 other problem)"
    default: " (and \(count) other problems)"
    }
  }
}
