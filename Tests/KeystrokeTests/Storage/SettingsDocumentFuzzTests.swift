import Foundation
import Testing

@testable import Keystroke

/// The libFuzzer target's properties (`Fuzz/Settings`) on generated settings with fixed seeds:
/// any value tree writes and reads back as the same values; damaged files never trap and,
/// when they still read, read back the same after a save; every codec accepts every value.
/// A failure names the seed and the round.
@Suite(.timeLimit(.minutes(2))) struct SettingsDocumentFuzzTests {
  private static let strings = [
    "", "x", "nan", "inf", "-inf", "a/b", "é👍", "\u{1B}]0;title\u{07}", "\u{9B}31m", "\u{202E}",
    "\"quoted\\", "aGVsbG8=", "https://example.org/a?b=c", "\0",
  ]
  private static let numbers: [Double] = [0, -0.0, 0.5, -1.25, 1e300, -1e-300, 3, 1e15, 2e20]

  private static func value(depth: Int, using generator: inout SplitMix) -> SettingsValue {
    switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      return .int(
        Bool.random(using: &generator)
          ? Int.random(in: -1000...1000, using: &generator)
          : [Int.max, Int.min, 0].randomElement(using: &generator) ?? 0)
    case 3: return .double(numbers.randomElement(using: &generator) ?? 0)
    case 4: return .string(strings.randomElement(using: &generator) ?? "")
    case 5:
      return .array(
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          value(depth: depth + 1, using: &generator)
        })
    default:
      return .object(object(depth: depth + 1, using: &generator))
    }
  }

  private static func object(depth: Int, using generator: inout SplitMix) -> [String:
    SettingsValue]
  {
    var values: [String: SettingsValue] = [:]
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let key = strings.randomElement(using: &generator) ?? ""
      values[key] = value(depth: depth, using: &generator)
    }
    return values
  }

  /// Whether two values are the same JSON: numbers by value (`1.0` is written `1`).
  private static func same(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Bool {
    switch (lhs, rhs) {
    case (.int(let left), .double(let right)), (.double(let right), .int(let left)):
      return Double(left) == right
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    default:
      return lhs == rhs
    }
  }

  @Test(arguments: [UInt64(1), 2])
  func generatedSettingsReadBackAsWritten(seed: UInt64) throws {
    var generator = SplitMix(seed: seed)
    var failures: [Int] = []
    for round in 0..<750 {
      let values = Self.object(depth: 0, using: &generator)
      let bytes = try SettingsDocument.encode(values)
      guard case .success(let back) = SettingsDocument.parse(bytes),
        Self.same(.object(values), .object(back))
      else {
        failures.append(round)
        continue
      }
    }
    #expect(failures.isEmpty, "seed \(seed): rounds \(failures.prefix(10)) did not read back")
  }

  @Test(arguments: [UInt64(3), 4])
  func damagedFilesNeverTrapAndReadBackWhenTheyRead(seed: UInt64) throws {
    var generator = SplitMix(seed: seed)
    var failures: [String] = []
    var stillRead = 0
    for round in 0..<750 {
      var bytes = try SettingsDocument.encode(Self.object(depth: 0, using: &generator))
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: index)
        default:
          let inserted = Array("{}[]\",:\\0e-".utf8).randomElement(using: &generator) ?? 0
          bytes.insert(inserted, at: index)
        }
        if bytes.isEmpty { break }
      }
      guard case .success(let values) = SettingsDocument.parse(bytes) else { continue }
      stillRead += 1
      for value in values.values {
        _ = SettingsCodec.bool.decode(value)
        _ = SettingsCodec.int.decode(value)
        _ = SettingsCodec.double.decode(value)
        _ = SettingsCodec.string.decode(value)
        _ = SettingsCodec.url.decode(value)
        _ = SettingsCodec.date.decode(value)
        _ = SettingsCodec.data.decode(value)
        _ = SettingsCodec<[String: Int]>.codable.decode(value)
      }
      let again = SettingsDocument.parse(try SettingsDocument.encode(values))
      guard case .success(let back) = again, Self.same(.object(values), .object(back)) else {
        failures.append("seed \(seed) round \(round): \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
    #expect(stillRead > 10, "too few damaged files still read to test the round trip")
  }
}
