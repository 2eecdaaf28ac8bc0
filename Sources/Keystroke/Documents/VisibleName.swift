/// A file name made fit for one line of the screen. File names on Linux may hold any byte but
/// `/` and NUL, a line break or an escape among them; the terminal layer drops control
/// characters from cells and `Text` breaks lines at newlines, so such a name would be cut short
/// or split a title line in two. Each control character is shown as a picture instead: a line
/// break as `⏎`, the other C0 controls as their Control Pictures (`␛`, `␉`…), DEL as `␡` and the
/// C1 controls as `�`. The name on disk is untouched.
enum VisibleName {
  /// `name` with its control characters shown as pictures.
  static func of(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: isControl) else { return name }
    var shown = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D: shown.append("⏎")
      case 0x00..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value) ?? "�")
      case 0x7F: shown.append("␡")
      case 0x80..<0xA0: shown.append("�")
      default: shown.append(scalar)
      }
    }
    return String(shown)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
