import Foundation
import Keystroke

/// The goal form's input, kept outside the form's views so it survives navigating to the
/// unit screen and back.
@MainActor
public final class GoalDraft: ObservableObject, Identifiable {
  /// The goal being edited, or `nil` for a new one.
  public let original: Goal?
  /// The name typed.
  @Published public var name: String { didSet { isTouched = true } }
  /// The target amount typed.
  @Published public var targetText: String { didSet { isTouched = true } }
  /// The chosen unit.
  @Published public var unit: String
  /// The chosen period.
  @Published public var period: GoalPeriod
  /// Whether the discard confirmation is showing.
  @Published public var confirmingDiscard = false
  /// The screens pushed inside the form.
  @Published public var path: [GoalFormRoute] = []

  /// A draft for a new goal, or for editing `goal`.
  public init(editing goal: Goal? = nil) {
    original = goal
    name = goal?.name ?? ""
    targetText = goal.map { AmountText.format($0.target) } ?? ""
    unit = goal?.unit ?? "times"
    period = goal?.period ?? .weekly
  }

  /// The title of the form.
  public var title: String { original == nil ? "New Goal" : "Edit Goal" }

  /// The goal to save, or `nil` while the input is not valid.
  public var goal: Goal? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, let target = AmountText.parse(targetText) else { return nil }
    return Goal(
      id: original?.id ?? 0, name: trimmed, target: target, unit: unit, period: period,
      isArchived: original?.isArchived ?? false)
  }

  /// The line under the form: what is missing, once something has been changed (an untouched
  /// form does not start by scolding).
  public var shownProblem: String? { isTouched || hasChanges ? problem : nil }

  /// Whether the name or target has been typed in since the form opened.
  private var isTouched = false

  /// What is missing.
  public var problem: String? {
    if name.trimmingCharacters(in: .whitespaces).isEmpty { return "Enter a name." }
    if case .failure(let problem) = AmountText.read(targetText) {
      return problem.message(for: "a target")
    }
    return nil
  }

  /// Whether anything differs from what the form started with.
  public var hasChanges: Bool {
    let start = GoalDraft.Snapshot(original)
    return start != Snapshot(name: name, target: targetText, unit: unit, period: period)
  }

  private struct Snapshot: Equatable {
    var name: String
    var target: String
    var unit: String
    var period: GoalPeriod

    init(name: String, target: String, unit: String, period: GoalPeriod) {
      self.name = name
      self.target = target
      self.unit = unit
      self.period = period
    }

    init(_ goal: Goal?) {
      self.init(
        name: goal?.name ?? "", target: goal.map { AmountText.format($0.target) } ?? "",
        unit: goal?.unit ?? "times", period: goal?.period ?? .weekly)
    }
  }
}

/// A screen inside the goal form.
public enum GoalFormRoute: Hashable, Sendable {
  /// The list of units to choose from.
  case units
}
