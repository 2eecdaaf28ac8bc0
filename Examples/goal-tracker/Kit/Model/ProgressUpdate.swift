import Foundation

/// One progress update on a goal: an amount done on a day, with an optional note.
public struct ProgressUpdate: Identifiable, Hashable, Sendable {
  /// The database row id.
  public var id: Int
  /// The goal it counts towards.
  public var goalID: Int
  /// How much was done, in the goal's unit.
  public var amount: Double
  /// When it was done.
  public var date: Date
  /// A note, possibly empty.
  public var note: String

  /// Creates an update.
  public init(id: Int, goalID: Int, amount: Double, date: Date, note: String) {
    self.id = id
    self.goalID = goalID
    self.amount = amount
    self.date = date
    self.note = note
  }
}
