import Foundation
import Keystroke
import KeystrokeCore
import KeystrokeTerminal
import KeystrokeTesting
import TimeTrackerKit

/// The time tracker with 10,000 entries (about 20 a day over 500 days) at 120×40.
///
/// `timeEntries.open` is ⌘3 from the Timer tab to a drawn and rendered Time Entries screen;
/// `timeEntries.scroll` is one ↓ or ↑ in its list (key, update, render).
let timeEntriesBenchmark = BenchmarkCase(name: "timeEntries") { quick in
  MainActor.assumeIsolated { TimeEntriesBenchmark.run(quick: quick) }
}

@MainActor
private enum TimeEntriesBenchmark {
  static func run(quick: Bool) -> [Figure] {
    let directory = TestHost.scratchDirectory(prefix: "time-entries-bench")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    fill(directory: directory, count: 10_000)
    let host = TrackerBenchHost.make(directory: directory)
    host.update()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)

    let timer = BenchScript.parse("cmd+1")
    let entries = BenchScript.parse("cmd+3")
    var samples: [Double] = []
    for _ in 0..<(quick ? 3 : 21) {
      host.play(timer)
      _ = renderer.render(host.screen)
      let start = ContinuousClock.now
      host.play(entries)
      blackHole(renderer.render(host.screen))
      let elapsed = (ContinuousClock.now - start).components
      samples.append(Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9)
    }
    let open = samples.sorted()[samples.count / 2]

    // ⌘3 puts focus in the tab's search field: Tab moves it to the list, then move through it.
    host.play(BenchScript.parse("tab down"))
    let down = BenchScript.parse("down")
    let up = BenchScript.parse("up")
    let before = host.screen
    host.play(down)
    if host.screen == before {
      print("timeEntries: warning: ↓ did not move the list, so the scroll figure is not valid")
    }
    var flip = false
    let scroll = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 5 : 20) {
      flip.toggle()
      host.play(flip ? down : up)
      blackHole(renderer.render(host.screen))
    }
    return [
      Figure(name: "timeEntries.open", value: open / 1_000_000, unit: "ms", budget: 50),
      Figure(name: "timeEntries.scroll", value: scroll / 1_000_000, unit: "ms", budget: 0.5),
    ]
  }

  /// Writes `count` entries over three projects, twenty a day, into a fresh store.
  static func fill(directory: String, count: Int) {
    let tracker = Tracker(directory: directory)
    let projects = ["Client", "Internal", "Open Source"].compactMap {
      tracker.addProject(named: $0)
    }
    let origin = Date(timeIntervalSince1970: 1_767_600_000)
    let entries = (0..<count).map { index in
      let start = origin.addingTimeInterval(
        Double(index / 20) * 86_400 + Double(index % 20) * 1_800)
      return TimeEntry(
        id: 0, projectID: projects[index % projects.count].id, taskID: nil, start: start,
        end: start.addingTimeInterval(1_500), note: "entry \(index)")
    }
    try? tracker.addEntries(entries)
    tracker.store?.close()
  }
}
