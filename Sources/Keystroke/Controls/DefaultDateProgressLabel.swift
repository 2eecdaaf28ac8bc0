import Foundation

/// The time left (or gone) shown under a `ProgressView(timerInterval:)`, as
/// `Text(timerInterval:)` shows it.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  nonisolated init(interval: ClosedRange<Date>, countsDown: Bool) {
    self.interval = interval
    self.countsDown = countsDown
  }

  /// The clock's text.
  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}
