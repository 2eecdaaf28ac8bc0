import ExampleSupport
import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import TimeTrackerKit

/// The first visit to each of the time tracker's tabs, in a process that has shown nothing
/// before, against a later visit (no budget; issue #14).
///
/// A view type seen for the first time costs more than later: the graph works out how to
/// compare its values, and the runtime instantiates its metadata and answers conformance
/// lookups for it, once per process. The visits run in a child process, as this one has
/// already seen every type: `timeTracker.firstVisits` is ⌘2 ⌘3 ⌘4 ⌘1 after the first frame,
/// each key to rendered frame, added up; `timeTracker.laterVisits` is the same four a third
/// time (the second round still meets types for the first time: a tab that comes back is
/// compared with what it kept, and that comparison is new).
let firstVisitBenchmark = BenchmarkCase(name: "firstVisit") { _ in
  guard let output = ChildProbe.output(of: FirstVisitProbe.argument),
    case let numbers = output.split(separator: " ").compactMap({ Double($0) }),
    numbers.count == 2
  else {
    return [Figure(name: "timeTracker.firstVisits", value: -1, unit: "ms", budget: nil)]
  }
  return [
    Figure(name: "timeTracker.firstVisits", value: numbers[0], unit: "ms", budget: nil),
    Figure(name: "timeTracker.laterVisits", value: numbers[1], unit: "ms", budget: nil),
  ]
}

/// The child's side of ``firstVisitBenchmark``.
@MainActor
enum FirstVisitProbe {
  /// The argument that makes this executable run the probe and print its two figures.
  nonisolated static let argument = "--first-visit-probe"

  /// Opens the time tracker on an empty store, visits its tabs three times and prints the
  /// total milliseconds of the first round and of the third.
  static func run() {
    let directory = TestHost.scratchDirectory(prefix: "first-visit-bench")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let host = TrackerBenchHost.make(directory: directory)
    host.update()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let keys = ["cmd+2", "cmd+3", "cmd+4", "cmd+1"].map { BenchScript.parse($0) }
    func round() -> Double {
      keys.reduce(0) { total, key in
        total
          + Stopwatch.nanoseconds(
            ContinuousClock().measure {
              host.play(key)
              blackHole(renderer.render(host.screen))
            })
      }
    }
    let first = round()
    _ = round()
    let later = round()
    print(String(format: "%.3f %.3f", first / 1_000_000, later / 1_000_000))
  }
}
