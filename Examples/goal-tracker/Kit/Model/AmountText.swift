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
    /// One comma with three digits after it ("1,500"): a thousands separator to some, a
    /// decimal comma to others.
    case ambiguousComma

    /// What the form asks for, about `what` ("a target", "an amount").
    public func message(for what: String) -> String {
      switch self {
      case .notANumber: "Enter \(what) as a number, such as 20 or 2.5."
      case .missing, .notPositive: "Enter \(what) greater than 0."
      case .tooSmall: "Enter \(what) of at least 0.01."
      case .tooLarge: "Enter \(what) below 1,000,000,000."
      case .ambiguousComma:
        "Enter \(what) without a thousands separator, such as 1500 or 1.5: a comma before "
          + "three digits could mean either."
      }
    }
  }

  /// The amount typed, if it is a number from 0.01 to below a billion (a comma works as the
  /// decimal separator too, and thousands separators are read where they cannot be mistaken).
  public static func parse(_ text: String) -> Double? {
    if case .success(let value) = read(text) { return value }
    return nil
  }

  /// The amount typed, or why it is not one.
  public static func read(_ text: String) -> Result<Double, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return .failure(.missing) }
    guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }) else {
      return .failure(.notANumber)
    }
    let plain: String
    switch plainNumber(trimmed) {
    case .success(let text): plain = text
    case .failure(let problem): return .failure(problem)
    }
    guard let value = Double(plain) else { return .failure(.notANumber) }
    if value <= 0 { return .failure(.notPositive) }
    // Amounts are shown to two decimals: a smaller one would read as 0.
    if value < 0.01 { return .failure(.tooSmall) }
    if value >= 1_000_000_000 { return .failure(.tooLarge) }
    return .success(value)
  }

  /// `text` (digits, dots and commas) with its thousands separators dropped and its decimal
  /// separator a dot. With both marks the last one is the decimal separator ("1,500.5",
  /// "1.500,5"); a mark used more than once separates thousands ("10,000,000"); a single
  /// comma is a decimal comma ("3,5") unless exactly three digits follow it ("1,500"), which
  /// is refused rather than guessed.
  static func plainNumber(_ text: String) -> Result<String, Problem> {
    let marks = text.filter { $0 == "." || $0 == "," }
    guard let last = marks.last else { return .success(text) }
    let grouping: Character? =
      if Set(marks).count == 2 {
        last == "." ? "," : "."
      } else if marks.count > 1 {
        last
      } else {
        nil
      }
    if let grouping {
      let parts = text.split(separator: grouping, omittingEmptySubsequences: false)
      let decimal = grouping == last ? nil : last
      guard let groups = groupsAreThousands(parts, decimal: decimal) else {
        return .failure(.notANumber)
      }
      return .success(groups.replacingOccurrences(of: ",", with: "."))
    }
    if last == ",", let comma = text.firstIndex(of: ","),
      text[text.index(after: comma)...].count == 3, text[..<comma].count > 0
    {
      return .failure(.ambiguousComma)
    }
    return .success(text.replacingOccurrences(of: ",", with: "."))
  }

  /// The parts between thousands separators joined, if every part after the first has three
  /// digits (the last may carry the `decimal` mark and its decimals).
  private static func groupsAreThousands(_ parts: [Substring], decimal: Character?) -> String? {
    guard let first = parts.first, (1...3).contains(first.count), first.allSatisfy(\.isNumber)
    else { return nil }
    for part in parts.dropFirst() {
      let whole = decimal.flatMap { part.firstIndex(of: $0) }.map { part[..<$0] } ?? part
      guard whole.count == 3, whole.allSatisfy(\.isNumber) else { return nil }
    }
    return parts.joined()
  }

  /// The amount without a trailing ".0", at most two decimals.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
  }
}
