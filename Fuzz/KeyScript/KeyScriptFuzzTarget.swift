import KeystrokeCore

/// libFuzzer's entry point: checks the key-script parser's properties on one input.
///
/// Build and run it with `Scripts/fuzz.sh script`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  KeyScriptFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The properties of ``KeyScript/init(parsing:)`` that must hold for any text.
///
/// - parsing never traps, and a failure names a token and a position inside the script;
/// - a parsed script keeps its values in range (waits, sizes);
/// - a script written back from its steps parses to the same steps.
enum KeyScriptFuzzTarget {
  static func check(_ bytes: [UInt8]) {
    let source = String(decoding: bytes, as: UTF8.self)
    let script: KeyScript
    do {
      script = try KeyScript(parsing: source)
    } catch {
      let length = source.count
      require(error.position >= 1 && error.position <= length + 1, "position \(error)")
      return
    }
    var written: [String] = []
    for step in script.steps {
      switch step {
      case .key(let shortcut):
        written.append(ShortcutFormatter.words.string(for: shortcut))
      case .text(let text):
        let escaped = text.replacingBackslashesAndQuotes()
        written.append("\"" + escaped + "\"")
      case .wait(let duration):
        require(duration >= .zero && duration <= KeyScript.maximumWait, "wait \(duration)")
        let (seconds, attoseconds) = duration.components
        written.append("wait:\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms")
      case .resize(let columns, let rows):
        let range = 1...KeyScript.maximumDimension
        require(range.contains(columns) && range.contains(rows), "size \(columns)x\(rows)")
        written.append("resize:\(columns)x\(rows)")
      }
    }
    let again = written.joined(separator: " ")
    do {
      let reparsed = try KeyScript(parsing: again)
      require(reparsed == script, "\(again) reads as \(reparsed.steps), not \(script.steps)")
    } catch {
      fatalError("KeyScript property failed: \(again) does not read back: \(error)")
    }
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("KeyScript property failed: \(message())") }
  }
}

extension String {
  /// The text with `\` and `"` escaped as a key script's quoted strings expect: scalar by
  /// scalar, as the tokenizer reads them.
  fileprivate func replacingBackslashesAndQuotes() -> String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar == "\\" || scalar == "\"" { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
