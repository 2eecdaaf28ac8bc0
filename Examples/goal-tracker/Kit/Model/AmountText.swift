import Foundation

/// Reading and writing amounts as the forms show them: "12", "2.5".
public enum AmountText {
  /// The amount typed, if it is a positive number below a billion (a comma works as the
  /// decimal separator too).
  public static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(trimmed), value > 0, value < 1_000_000_000
    else { return nil }
    return value
  }

  /// The amount without a trailing ".0", at most two decimals.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
  }
}
