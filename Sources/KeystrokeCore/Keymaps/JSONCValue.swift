/// A value read from JSON with comments (JSONC), with the position it starts at.
public struct JSONCValue: Hashable, Sendable {
  /// What the value is.
  public enum Kind: Hashable, Sendable {
    /// `{ … }`: members in the order written (a repeated name appears twice).
    case object([Member])
    /// `[ … ]`: elements in order.
    case array([JSONCValue])
    /// A string, escapes decoded.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// One `"name": value` pair of an object.
  public struct Member: Hashable, Sendable {
    /// The name.
    public var name: String
    /// Where the name's opening quote is.
    public var namePosition: SourcePosition
    /// The value.
    public var value: JSONCValue

    /// Creates a member.
    public init(name: String, namePosition: SourcePosition, value: JSONCValue) {
      self.name = name
      self.namePosition = namePosition
      self.value = value
    }
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value starts.
  public var position: SourcePosition
  /// The value's text, as offsets in Unicode scalars from the start of the text.
  public var offsets: Range<Int> = 0..<0

  /// Creates a value.
  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The string, when the value is one.
  public var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// A short name for the value's type, for messages ("a number", "an object").
  public var typeName: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
