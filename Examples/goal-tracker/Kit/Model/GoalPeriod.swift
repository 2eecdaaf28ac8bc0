import Foundation

/// How often a goal's target resets: the progress that counts is the progress inside the
/// current period.
public enum GoalPeriod: String, CaseIterable, Hashable, Sendable {
  /// Every day.
  case daily
  /// Every week, starting on Monday.
  case weekly
  /// Every calendar month.
  case monthly
  /// Every calendar year.
  case yearly

  /// The name shown in forms.
  public var title: String {
    switch self {
    case .daily: "Daily"
    case .weekly: "Weekly"
    case .monthly: "Monthly"
    case .yearly: "Yearly"
    }
  }

  /// The phrase for the current period ("this week").
  public var currentTitle: String {
    switch self {
    case .daily: "today"
    case .weekly: "this week"
    case .monthly: "this month"
    case .yearly: "this year"
    }
  }

  /// The period containing `date`, in `calendar`.
  public func interval(containing date: Date, calendar: Calendar) -> DateInterval {
    let component: Calendar.Component =
      switch self {
      case .daily: .day
      case .weekly: .weekOfYear
      case .monthly: .month
      case .yearly: .year
      }
    return calendar.dateInterval(of: component, for: date)
      ?? DateInterval(start: date, duration: 0)
  }
}
