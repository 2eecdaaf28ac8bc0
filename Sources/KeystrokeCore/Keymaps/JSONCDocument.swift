/// What ``JSONCParser`` read from a text: the value, and the first syntax error if there was one.
///
/// After an error the value holds what was complete before it: an array keeps the elements that
/// ended before the error, an object the members. The element being read when the error came is
/// left out.
public struct JSONCDocument: Hashable, Sendable {
  /// The value read, complete or partial; `nil` when not even its start could be read.
  public var value: JSONCValue?
  /// The first syntax error, or `nil` when the text is well formed.
  public var error: JSONCSyntaxError?

  /// Creates a document.
  public init(value: JSONCValue?, error: JSONCSyntaxError?) {
    self.value = value
    self.error = error
  }
}
