import Foundation

/// How one kind of `@AppStorage` value is written into the settings file and read back.
///
/// Formats: `Bool` as a JSON boolean; `Int` and `Double` as numbers (non-finite doubles as the
/// strings `"nan"`, `"inf"`, `"-inf"`); `String` as a string; `URL` as its absolute string;
/// `Date` as seconds since 1970; `Data` as a Base64 string; `RawRepresentable` values as their
/// raw value; `Codable` values as the JSON they encode to. An optional that is `nil` removes its
/// key.
struct SettingsCodec<Value> {
  /// The kind of JSON value expected, for messages ("a boolean").
  let expected: String
  /// The stored form of a value; `nil` removes the key.
  let encode: (Value) throws -> SettingsValue?
  /// The value a stored form stands for, or `nil` if it has the wrong type.
  let decode: (SettingsValue) -> Value?
}

extension SettingsCodec where Value == Bool {
  static var bool: SettingsCodec {
    SettingsCodec(
      expected: "a boolean", encode: { .bool($0) },
      decode: { if case .bool(let value) = $0 { value } else { nil } })
  }
}

extension SettingsCodec where Value == Int {
  static var int: SettingsCodec {
    SettingsCodec(
      expected: "a whole number", encode: { .int($0) },
      decode: { stored in
        switch stored {
        case .int(let value): value
        case .double(let value): Int(exactly: value)
        default: nil
        }
      })
  }
}

extension SettingsCodec where Value == Double {
  static var double: SettingsCodec {
    SettingsCodec(
      expected: "a number",
      encode: { value in
        if value.isNaN { return .string("nan") }
        if value.isInfinite { return .string(value > 0 ? "inf" : "-inf") }
        return .double(value)
      },
      decode: { stored in
        switch stored {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string("nan"): .nan
        case .string("inf"): .infinity
        case .string("-inf"): -.infinity
        default: nil
        }
      })
  }
}

extension SettingsCodec where Value == String {
  static var string: SettingsCodec {
    SettingsCodec(
      expected: "a string", encode: { .string($0) },
      decode: { if case .string(let value) = $0 { value } else { nil } })
  }
}

extension SettingsCodec where Value == URL {
  static var url: SettingsCodec {
    SettingsCodec(
      expected: "a URL string", encode: { .string($0.absoluteString) },
      decode: { if case .string(let value) = $0 { URL(string: value) } else { nil } })
  }
}

extension SettingsCodec where Value == Date {
  static var date: SettingsCodec {
    SettingsCodec(
      expected: "a number of seconds since 1970", encode: { .double($0.timeIntervalSince1970) },
      decode: { stored in
        switch stored {
        case .int(let value): Date(timeIntervalSince1970: Double(value))
        case .double(let value): Date(timeIntervalSince1970: value)
        default: nil
        }
      })
  }
}

extension SettingsCodec where Value == Data {
  static var data: SettingsCodec {
    SettingsCodec(
      expected: "a Base64 string", encode: { .string($0.base64EncodedString()) },
      decode: { if case .string(let value) = $0 { Data(base64Encoded: value) } else { nil } })
  }
}

extension SettingsCodec where Value: RawRepresentable, Value.RawValue == String {
  static var rawString: SettingsCodec {
    SettingsCodec(
      expected: "one of the \(Value.self) strings", encode: { .string($0.rawValue) },
      decode: { if case .string(let raw) = $0 { Value(rawValue: raw) } else { nil } })
  }
}

extension SettingsCodec where Value: RawRepresentable, Value.RawValue == Int {
  static var rawInt: SettingsCodec {
    SettingsCodec(
      expected: "one of the \(Value.self) numbers", encode: { .int($0.rawValue) },
      decode: { if case .int(let raw) = $0 { Value(rawValue: raw) } else { nil } })
  }
}

extension SettingsCodec where Value: Codable {
  static var codable: SettingsCodec {
    SettingsCodec(
      expected: "a \(Value.self) in JSON",
      encode: { value in
        let data = try JSONEncoder().encode(value)
        return try JSONDecoder().decode(SettingsValue.self, from: data)
      },
      decode: { stored in
        guard let data = try? JSONEncoder().encode(stored) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
      })
  }
}

extension SettingsCodec {
  /// The codec for `Value?`: `nil` is stored as no key (and a JSON `null` reads as `nil`).
  var optional: SettingsCodec<Value?> {
    let base = self
    return SettingsCodec<Value?>(
      expected: base.expected,
      encode: { value in try value.flatMap { try base.encode($0) } },
      decode: { stored in stored == .null ? .some(nil) : base.decode(stored).map { Optional($0) } })
  }
}
