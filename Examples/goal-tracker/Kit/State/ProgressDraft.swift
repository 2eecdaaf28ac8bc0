import Foundation
import Keystroke

/// The progress sheet's input for one goal.
@MainActor
public final class ProgressDraft: ObservableObject, Identifiable {
  /// The goal the update counts towards.
  public let goal: Goal
  /// The amount typed.
  @Published public var amountText = ""
  /// The day typed, `yyyy-MM-dd`; today to start with.
  @Published public var dayText: String
  /// An optional note.
  @Published public var note = ""
  /// The day the form started with.
  private let startDay: String

  /// A fresh draft dated `now`.
  public init(goal: Goal, now: Date) {
    self.goal = goal
    let today = DayText.format(now)
    dayText = today
    startDay = today
  }

  /// The update to save, or `nil` while the input is not valid.
  public var update: ProgressUpdate? {
    guard let amount = AmountText.parse(amountText), let date = DayText.parse(dayText) else {
      return nil
    }
    return ProgressUpdate(
      id: 0, goalID: goal.id, amount: amount, date: date,
      note: note.trimmingCharacters(in: .whitespaces))
  }

  /// The line under the form: what is missing, once something has been typed (an untouched
  /// form does not start by scolding).
  public var shownProblem: String? {
    amountText.isEmpty && note.isEmpty && dayText == startDay ? nil : problem
  }

  /// What is missing.
  public var problem: String? {
    if case .failure(let problem) = AmountText.read(amountText) {
      return problem.message(for: "an amount")
    }
    if DayText.parse(dayText) == nil { return "Enter the day as YYYY-MM-DD." }
    return nil
  }
}
