import ExampleSupport
import Keystroke

/// One entry in Time Entries: `09:00–09:25  0:25  Project · Task  note`.
struct EntryRow: View {
  let entry: TimeEntry
  let title: String
  let format: ClockFormat

  var body: some View {
    HStack(spacing: 2) {
      // Fixed-width times, so 12-hour rows line up (` 9:05 AM` under `10:05 AM`).
      Text(format.alignedTime(entry.start) + "–" + format.alignedTime(entry.end))
      Text(DurationText.hoursMinutes(entry.duration)).bold()
      Text(title)
      Text(SingleLineText.display(entry.note)).foregroundStyle(.secondary)
    }
  }
}
