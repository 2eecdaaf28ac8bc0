import ExampleSupport
import Foundation

/// A goal: reach `target` `unit` every `period`.
public struct Goal: Identifiable, Hashable, Sendable {
  /// The database row id.
  public var id: Int
  /// What the goal is called ("Run").
  public var name: String
  /// The amount to reach each period.
  public var target: Double
  /// The unit of the target and of progress updates ("km").
  public var unit: String
  /// How often the target resets.
  public var period: GoalPeriod
  /// Archived goals leave the goal list but keep their history.
  public var isArchived: Bool

  /// Creates a goal.
  public init(
    id: Int, name: String, target: Double, unit: String, period: GoalPeriod,
    isArchived: Bool = false
  ) {
    self.id = id
    self.name = name
    self.target = target
    self.unit = unit
    self.period = period
    self.isArchived = isArchived
  }

  /// "20 km weekly".
  public var targetText: String {
    "\(UnitText.phrase(target, unit)) \(period.title.lowercased())"
  }
}
