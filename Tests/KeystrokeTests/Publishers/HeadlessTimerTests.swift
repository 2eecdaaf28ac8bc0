import Foundation
import KeystrokeCore
import Testing

@testable import Keystroke

/// Counts a timer's ticks.
private struct TickCounter: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    Text("Ticks: \(ticks)").onReceive(timer) { _ in ticks += 1 }
  }
}

/// An app whose only window counts ticks.
private struct TickApp: App {
  var body: some Scene {
    WindowGroup { TickCounter() }
  }
}

/// A played script (as `--play` runs it) with a timer on its first screen.
@MainActor
@Suite struct HeadlessTimerTests {
  @Test(arguments: [80, 140])
  func aWaitAsTheFirstStepCountsEveryTickOfTheFirstScreen(columns: Int) throws {
    let host = ViewHost(
      app: TickApp.self, width: columns, height: 10,
      context: .virtual(start: Date(timeIntervalSinceReferenceDate: 0)))
    host.play(try KeyScript(parsing: "wait:3s"))
    #expect(host.lines.contains { $0.contains("Ticks: 3") })
    host.play(try KeyScript(parsing: "wait:500ms wait:1500ms"))
    #expect(host.lines.contains { $0.contains("Ticks: 5") })
  }
}
