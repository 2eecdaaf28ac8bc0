import Foundation

/// Durations as the app shows them: `h:mm` (`0:25`, `12:05`), and `h:mm:ss` for a live timer.
public enum DurationText {
  /// Whole minutes as `h:mm`; seconds are dropped.
  public static func hoursMinutes(_ interval: TimeInterval) -> String {
    let minutes = max(0, Int(interval) / 60)
    return "\(minutes / 60):" + twoDigits(minutes % 60)
  }

  /// `h:mm:ss`, for the running timer.
  public static func hoursMinutesSeconds(_ interval: TimeInterval) -> String {
    let seconds = max(0, Int(interval))
    return "\(seconds / 3600):" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
