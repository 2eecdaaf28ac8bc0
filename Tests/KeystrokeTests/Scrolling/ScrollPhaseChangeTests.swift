import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the phase actions were told, in order.
private final class PhaseLog {
  var events: [String] = []
}

/// `.onScrollPhaseChange`: a key or wheel step that scrolls makes the scroll view
/// `.interacting` for the frame that shows it and `.idle` in the next update; a scroll the app
/// asks for makes it `.animating` the same way.
@MainActor
@Suite struct ScrollPhaseChangeTests {
  private func rows(_ count: Int, log: PhaseLog) -> some View {
    ScrollView {
      ForEach(0..<count, id: \.self) { index in
        Text("row \(index)")
      }
    }
    .onScrollPhaseChange { old, new in
      log.events.append("\(old)>\(new)")
    }
  }

  @Test func aScrollingKeyInteractsUntilTheFrameIsDrawn() throws {
    let log = PhaseLog()
    let host = TestHost(rows(8, log: log), columns: 10, rows: 3)
    #expect(log.events.isEmpty)
    _ = host.host.send(KeyPress(try Shortcut(parsing: "down")))
    #expect(log.events == ["idle>interacting"])
    #expect(host.lines[0].hasPrefix("row 1"))
    // The frame showing the scroll is drawn: the next update finds the scroll view at rest.
    #expect(host.host.needsUpdate)
    _ = host.host.update()
    #expect(log.events == ["idle>interacting", "interacting>idle"])
    _ = host.host.update(force: true)
    #expect(log.events.count == 2)
  }

  @Test func eachScrollIsAPairOfCallsAndAKeyThatDoesNotScrollIsNone() throws {
    let log = PhaseLog()
    let host = TestHost(rows(8, log: log), columns: 10, rows: 3)
    try host.play("down")
    try host.play("pagedown")
    #expect(
      log.events == [
        "idle>interacting", "interacting>idle", "idle>interacting", "interacting>idle",
      ])
    log.events = []
    try host.play("up")
    #expect(log.events == ["idle>interacting", "interacting>idle"])
    log.events = []
    // At the top already: nothing scrolls, nothing is reported.
    try host.play("home up")
    log.events = []
    try host.play("up")
    #expect(log.events.isEmpty)
  }

  @Test func aWheelStepInteracts() {
    let log = PhaseLog()
    let host = TestHost(rows(8, log: log), columns: 10, rows: 3)
    _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 1))
    #expect(log.events.first == "idle>interacting")
    _ = host.host.update()
    #expect(log.events.last == "interacting>idle")
  }

  @Test func aScrollTheAppAsksForAnimates() throws {
    let log = PhaseLog()
    let host = TestHost(ScrolledByButton(log: log), columns: 12, rows: 4)
    #expect(log.events.isEmpty)
    try host.play("enter")
    #expect(log.events == ["idle>animating", "animating>idle"])
  }

  @Test func theContextCarriesTheGeometryAndNoVelocity() throws {
    let log = PhaseLog()
    let view = ScrollView {
      ForEach(0..<8, id: \.self) { Text("row \($0)") }
    }
    .onScrollPhaseChange { old, new, context in
      log.events.append(
        "\(new) \(Int(context.geometry.contentOffset.y)) \(context.velocity == nil)")
    }
    let host = TestHost(view, columns: 10, rows: 3)
    try host.play("pagedown")
    #expect(log.events == ["interacting 2 true", "idle 2 true"])
  }

  @Test func anActionHidingAViewIsDrawnInTheSameFrame() throws {
    let host = TestHost(FloatingButtonList(), columns: 14, rows: 4)
    #expect(host.lines[3].contains("+ New"))
    _ = host.host.send(KeyPress(try Shortcut(parsing: "down")))
    #expect(!host.lines.joined().contains("+ New"))
    _ = host.host.update()
    #expect(host.lines[3].contains("+ New"))
  }

  @Test func phasesAreNotReportedOutsideAScrollView() throws {
    let log = PhaseLog()
    let host = TestHost(
      Button("b") {}.onScrollPhaseChange { _, new in log.events.append("\(new)") },
      columns: 10, rows: 2)
    try host.play("enter down")
    #expect(log.events.isEmpty)
  }

  @Test func phaseNames() {
    #expect(!ScrollPhase.idle.isScrolling)
    #expect(!ScrollPhase.tracking.isScrolling)
    #expect(ScrollPhase.interacting.isScrolling)
    #expect(ScrollPhase.decelerating.isScrolling)
    #expect(ScrollPhase.animating.isScrolling)
  }
}

/// A scroll view a button scrolls to its last row.
private struct ScrolledByButton: View {
  let log: PhaseLog

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("last") { proxy.scrollTo(9) }
        ScrollView {
          ForEach(0..<10, id: \.self) { Text("row \($0)").id($0) }
        }
        .onScrollPhaseChange { old, new in log.events.append("\(old)>\(new)") }
      }
    }
  }
}

/// A list with a "New" button over its foot that hides while the list scrolls.
private struct FloatingButtonList: View {
  @State private var isScrolling = false

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      ScrollView {
        ForEach(0..<10, id: \.self) { Text("note \($0)") }
      }
      .onScrollPhaseChange { _, new in isScrolling = new.isScrolling }
      if !isScrolling {
        Text("+ New")
      }
    }
  }
}
