/// A measured value with its budget, printed as `name: value unit` (greppable and stable).
struct Figure: Sendable {
  /// The figure's name, e.g. `dispatch.median`.
  let name: String
  /// The measured value.
  let value: Double
  /// The unit: `ns`, `us`, `ms`, `bytes`, `MiB`.
  let unit: String
  /// The largest acceptable value, if there is a budget.
  let budget: Double?

  /// Whether the figure is within its budget (or has none).
  var withinBudget: Bool { budget.map { value <= $0 } ?? true }

  /// The printed line: `name: value unit` followed by the budget verdict when there is one.
  var line: String {
    let number =
      value >= 100 ? String(Int(value.rounded())) : value >= 1 ? format2(value) : format3(value)
    guard let budget else { return "\(name): \(number) \(unit)" }
    let verdict = withinBudget ? "ok" : "OVER"
    return "\(name): \(number) \(unit) (budget \(format2(budget)) \(unit), \(verdict))"
  }

  /// Three decimals, for sub-unit figures such as 0.123 ms.
  private func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
  }

  private func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
  }
}
