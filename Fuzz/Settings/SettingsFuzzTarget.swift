import Foundation

/// libFuzzer's entry point: checks the settings decoder's properties on one input.
///
/// Build and run it with `Scripts/fuzz.sh settings`; the script compiles this file together
/// with `SettingsDocument.swift`, `SettingsValue.swift` and `SettingsCodec.swift`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  SettingsFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The properties of the settings file reader that must hold for any bytes.
///
/// - reading never traps: any file either gives settings or a reason;
/// - settings that were read, written again and read back are the same settings (numbers
///   compared by value, as `1.0` is written `1`);
/// - every value decodes with every codec without trapping.
enum SettingsFuzzTarget {
  static func check(_ bytes: [UInt8]) {
    guard case .success(let values) = SettingsDocument.parse(bytes) else { return }
    let written: [UInt8]
    do {
      written = try SettingsDocument.encode(values)
    } catch {
      fatalError("Settings property failed: \(values) cannot be written: \(error)")
    }
    guard case .success(let again) = SettingsDocument.parse(written) else {
      fatalError("Settings property failed: written settings do not read back")
    }
    require(
      same(.object(values), .object(again)),
      "\(values) read back as \(again) from \(String(decoding: written, as: UTF8.self))")
    for value in values.values { decodeWithEveryCodec(value) }
  }

  private static func decodeWithEveryCodec(_ value: SettingsValue) {
    _ = SettingsCodec.bool.decode(value)
    _ = SettingsCodec.int.decode(value)
    _ = SettingsCodec.double.decode(value)
    _ = SettingsCodec.string.decode(value)
    _ = SettingsCodec.url.decode(value)
    _ = SettingsCodec.date.decode(value)
    _ = SettingsCodec.data.decode(value)
    _ = SettingsCodec<[String]>.codable.decode(value)
    _ = SettingsCodec<[String: Int]>.codable.decode(value)
    _ = SettingsCodec.int.optional.decode(value)
  }

  /// Whether two values are the same JSON: numbers by value, everything else exactly.
  private static func same(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Bool {
    switch (lhs, rhs) {
    case (.int(let left), .double(let right)), (.double(let right), .int(let left)):
      return Double(left) == right
    case (.double(let left), .double(let right)):
      return left == right
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    default:
      return lhs == rhs
    }
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("Settings property failed: \(message())") }
  }
}
