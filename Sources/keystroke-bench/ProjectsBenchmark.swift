import ExampleSupport
import Foundation
import Keystroke
import KeystrokeCore
import KeystrokeTerminal
import KeystrokeTesting
import TimeTrackerKit

/// The time tracker with 10,000 projects, on its Projects tab at 120×40 (issue #14).
///
/// `projects.moveSelection` is one ↓ or ↑ in the project list and `menuBar.open` is F10
/// opening the menu bar over that tab, each key to rendered frame: the menu bar should not
/// cost what the list costs. `projects.moveSelectionCold` is the same move with the caches
/// emptied first (``CacheEvictor``), as a key finds them after the app sat idle in a
/// terminal; it has no budget of its own, and explains most of the gap between the warm
/// figures and a key measured through a pty.
let projectsBenchmark = BenchmarkCase(name: "projects") { quick in
  MainActor.assumeIsolated { ProjectsBenchmark.run(quick: quick) }
}

@MainActor
private enum ProjectsBenchmark {
  static func run(quick: Bool) -> [Figure] {
    let directory = TestHost.scratchDirectory(prefix: "projects-bench")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    fill(directory: directory, count: 10_000)
    let host = TrackerBenchHost.make(directory: directory)
    host.update()
    var renderer = ScreenRenderer()
    host.play(BenchScript.parse("cmd+2"))
    _ = renderer.render(host.screen)

    let down = BenchScript.parse("down")
    let up = BenchScript.parse("up")
    let before = host.screen
    host.play(down)
    if host.screen == before {
      print("projects: warning: ↓ did not move the list, so the figure is not valid")
    }
    _ = renderer.render(host.screen)
    var flip = false
    let move = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 5 : 20) {
      flip.toggle()
      host.play(flip ? up : down)
      blackHole(renderer.render(host.screen))
    }

    var evictor = CacheEvictor()
    let coldMove = evictor.medianColdNanoseconds(rounds: quick ? 5 : 51) {
      flip.toggle()
      host.play(flip ? up : down)
      blackHole(renderer.render(host.screen))
    }

    // F10 opens the menu bar and Escape closes it; only the opening is timed.
    let open = BenchScript.parse("f10")
    let close = BenchScript.parse("escape")
    let closed = host.screen
    host.play(open)
    if host.screen == closed {
      print("menuBar: warning: F10 did not open the menu bar, so the figure is not valid")
    }
    host.play(close)
    _ = renderer.render(host.screen)
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<(quick ? 5 : 101) {
      let elapsed = clock.measure {
        host.play(open)
        blackHole(renderer.render(host.screen))
      }
      samples.append(Stopwatch.nanoseconds(elapsed))
      host.play(close)
      blackHole(renderer.render(host.screen))
    }
    samples.sort()
    let menu = samples[samples.count / 2]
    return [
      Figure(name: "projects.moveSelection", value: move / 1_000_000, unit: "ms", budget: 0.5),
      Figure(name: "menuBar.open", value: menu / 1_000_000, unit: "ms", budget: 0.5),
      Figure(
        name: "projects.moveSelectionCold", value: coldMove / 1_000_000, unit: "ms", budget: nil),
    ]
  }

  /// Writes `count` projects into a fresh store, in one transaction (one commit each would
  /// take minutes with the store's `synchronous = FULL`).
  static func fill(directory: String, count: Int) {
    do {
      let database = try SQLiteDatabase(
        path: directory + "/" + TimeStore.fileName, migrations: TimeStore.migrations)
      defer { database.close() }
      try database.transaction {
        for index in 0..<count {
          try database.execute(
            "INSERT INTO project (name) VALUES (?)",
            [.text("Project \(String(repeating: "0", count: 5 - String(index).count))\(index)")])
        }
      }
    } catch {
      fatalError("could not fill the benchmark store: \(error)")
    }
  }
}
