/// Names and notes read from a file, made fit for one line of a list or a title.
///
/// A name typed in the app never holds a control character, but one edited into the database
/// by hand or by another program may. The terminal drops control characters from cells and
/// `Text` honours newlines, so such a name would be cut short or break a row in two; this shows
/// each one as a visible picture instead, leaving the stored text as it was.
public enum SingleLineText {
  /// `text` with each control character shown as a picture: a line break (`\n`, `\r\n`,
  /// `\r`) as `⏎`, the other C0 controls as their Control Pictures (`␛` for escape, `␉` for
  /// tab), DEL as `␡`, and the C1 controls as `�`.
  public static func display(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x0A where previous == "\r": continue
      case 0x0A, 0x0D: result.append("⏎")
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "�")
      case 0x7F: result.append("␡")
      case 0x80..<0xA0: result.append("�")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
