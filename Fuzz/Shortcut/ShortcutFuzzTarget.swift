import KeystrokeCore

/// libFuzzer's entry point: checks the shortcut parser's properties on one input.
///
/// Build and run it with `Scripts/fuzz.sh shortcut`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShortcut(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ShortcutFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The properties of ``ShortcutParser`` that must hold for any text.
///
/// - parsing a shortcut or a chord never traps, and a failure points inside the text;
/// - every shortcut and chord it reads, written by ``ShortcutFormatter`` in either style (and
///   with either word for ⌘), reads back to the same value.
enum ShortcutFuzzTarget {
  static let formatters = [
    ShortcutFormatter.symbols, ShortcutFormatter.words,
    ShortcutFormatter(style: .words, commandWord: .super),
  ]

  static func check(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let length = text.count
    do {
      let shortcut = try ShortcutParser.shortcut(from: text)
      for formatter in formatters {
        let written = formatter.string(for: shortcut)
        let back = try? ShortcutParser.shortcut(from: written)
        require(back == shortcut, "\(shortcut) is written \(written), read back as \(back as Any)")
      }
    } catch {
      require(error.position >= 1 && error.position <= length + 1, "position \(error)")
    }
    do {
      let sequence = try ShortcutParser.sequence(from: text)
      for formatter in formatters {
        let written = formatter.string(for: sequence)
        let back = try? ShortcutParser.sequence(from: written)
        require(back == sequence, "\(sequence) is written \(written), read back as \(back as Any)")
      }
    } catch {
      require(error.position >= 1 && error.position <= length + 1, "position \(error)")
    }
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("ShortcutParser property failed: \(message())") }
  }
}
