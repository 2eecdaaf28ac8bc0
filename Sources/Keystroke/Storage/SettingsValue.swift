/// One value in the settings file: any JSON value, kept exactly as read so that keys the app
/// does not know (or no longer uses) survive a save.
package indirect enum SettingsValue: Sendable, Equatable, Codable {
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([SettingsValue])
  /// An object.
  case object([String: SettingsValue])

  /// Decodes any JSON value.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([SettingsValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: SettingsValue].self))
    }
  }

  /// Encodes the value as the JSON it stands for.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// A short description of the value for messages: its JSON kind and, for scalars, the value.
  package var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): "the boolean \(value)"
    case .int(let value): "the number \(value)"
    case .double(let value): "the number \(value)"
    case .string(let value):
      "the string \"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
    case .array(let value): "an array of \(value.count) items"
    case .object(let value): "an object with \(value.count) keys"
    }
  }
}
