/// The parts of a date a ``DatePicker`` edits: the day, the time, or both.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Hours and minutes (`HH:mm`).
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day (`yyyy-MM-dd`).
  public static let date = DatePickerComponents(rawValue: 1 << 1)
  /// Hours, minutes and seconds (`HH:mm:ss`).
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}
