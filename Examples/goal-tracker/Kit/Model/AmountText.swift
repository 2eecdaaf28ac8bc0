import Foundation

/// Reading and writing amounts as the forms show them: "12", "2.5".
public enum AmountText {
  /// Why typed text is not an amount.
  public enum Problem: Error, Equatable, Sendable {
    /// Nothing typed.
    case missing
    /// Not a number written with digits and one decimal point (or comma).
    case notANumber
    /// Zero.
    case notPositive
    /// Above zero but below the 0.01 an amount is shown to.
    case tooSmall
    /// A billion or more.
    case tooLarge

    /// What the form asks for, about `what` ("a target", "an amount").
    public func message(for what: String) -> String {
      switch self {
      case .notANumber: "Enter \(what) as a number, such as 20 or 2.5."
      case .missing, .notPositive: "Enter \(what) greater than 0."
      case .tooSmall: "Enter \(what) of at least 0.01."
      case .tooLarge: "Enter \(what) below 1,000,000,000."
      }
    }
  }

  /// The amount typed, if it is a number from 0.01 to below a billion (a comma works as the
  /// decimal separator too).
  public static func parse(_ text: String) -> Double? {
    if case .success(let value) = read(text) { return value }
    return nil
  }

  /// The amount typed, or why it is not one.
  public static func read(_ text: String) -> Result<Double, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
    if trimmed.isEmpty { return .failure(.missing) }
    guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(trimmed)
    else { return .failure(.notANumber) }
    if value <= 0 { return .failure(.notPositive) }
    // Amounts are shown to two decimals: a smaller one would read as 0.
    if value < 0.01 { return .failure(.tooSmall) }
    if value >= 1_000_000_000 { return .failure(.tooLarge) }
    return .success(value)
  }

  /// The amount without a trailing ".0", at most two decimals.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
  }
}
