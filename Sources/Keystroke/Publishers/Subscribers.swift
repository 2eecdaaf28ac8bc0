#if !canImport(Combine)
/// Namespace for subscriber types, as in Combine.
public enum Subscribers {}

extension Subscribers {
  /// How many more values a subscriber asks for.
  ///
  /// Keystroke's publishers deliver every value (what `sink` and `onReceive` ask for anyway);
  /// the demand a subscriber returns is recorded but not enforced.
  public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number asked for; `nil` means no limit.
    public let max: Int?

    private init(limit: Int?) { max = limit }

    /// Every value.
    public static let unlimited = Demand(limit: nil)
    /// No more values.
    public static let none = Demand(limit: 0)
    /// At most `value` values.
    public static func max(_ value: Int) -> Demand { Demand(limit: Swift.max(0, value)) }

    /// The sum of two demands; anything plus unlimited is unlimited.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      return .max(left.addingReportingOverflow(right).overflow ? Int.max : left + right)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// Whether `lhs` asks for fewer values than `rhs`.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    /// `unlimited` or `max(n)`.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// It finished normally.
    case finished
    /// It stopped with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
#endif
