/// Text from the command line made safe to print to a terminal: control characters would
/// otherwise move the cursor, change the window title or ring the bell when an error message
/// echoes a bad argument.
enum EscapedText {
  /// `text` with every control character (C0, DEL and C1) written as an escape: `\e` for
  /// escape, `\n`, `\r`, `\t`, and `\u{7}` style for the rest.
  static func escaping(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1B: result += "\\e"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x00..<0x20, 0x7F..<0xA0:
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
