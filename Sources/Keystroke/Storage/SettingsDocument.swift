import Foundation

/// Converts the settings file's bytes to key–value pairs and back.
///
/// The file is one JSON object, written with sorted keys and indentation so that it reads well
/// and diffs cleanly. An empty (or all-whitespace) file counts as no settings.
package enum SettingsDocument {
  /// Why a file could not be understood.
  package struct ParseFailure: Error, Equatable, Sendable {
    /// What is wrong with the file, as a phrase ("is not valid JSON: …").
    package let reason: String
  }

  /// The settings in `bytes`, or why they cannot be read.
  package static func parse(_ bytes: [UInt8]) -> Result<[String: SettingsValue], ParseFailure> {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(ParseFailure(reason: "is not UTF-8 text"))
    }
    if text.allSatisfy(\.isWhitespace) { return .success([:]) }
    let value: SettingsValue
    do {
      value = try JSONDecoder().decode(SettingsValue.self, from: Data(bytes))
    } catch {
      return .failure(ParseFailure(reason: "is not valid JSON (\(describe(error)))"))
    }
    guard case .object(let values) = value else {
      return .failure(
        ParseFailure(reason: "holds \(value.summary) where an object of settings was expected"))
    }
    return .success(values)
  }

  /// The file contents for `values`: indented JSON with sorted keys and a final newline.
  package static func encode(_ values: [String: SettingsValue]) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(values)) + [UInt8(ascii: "\n")]
  }

  /// The most useful line of a decoding error.
  private static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      if let underlying = context.underlyingError {
        let nested = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return nested ?? context.debugDescription
      }
      return context.debugDescription
    }
    return "\(error)"
  }
}
