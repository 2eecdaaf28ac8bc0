import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the phase actions around a list were told, in order.
private final class ListPhaseLog {
  var events: [String] = []
}

/// `.onScrollPhaseChange` on a `List`: when its window of rows moves (the selection moving
/// past an edge, Page Up/Down, the wheel) it reports `.interacting` for the frame that shows
/// it and `.idle` in the next update, and `.animating` for a scroll the app asks for, as a
/// scroll view does.
@MainActor
@Suite struct ListScrollPhaseTests {
  /// Eight numbered rows, three shown, with single selection.
  private struct Numbers: View {
    let log: ListPhaseLog?
    @State private var selection: Int?

    var body: some View {
      let list = List(0..<8, id: \.self, selection: $selection) { Text("row \($0)") }
        .frame(height: 3)
      if let log {
        list.onScrollPhaseChange { old, new, context in
          log.events.append("\(old)>\(new) \(Int(context.geometry.contentOffset.y))")
        }
      } else {
        list
      }
    }
  }

  @Test func theSelectionMovingPastTheEdgeInteractsUntilTheFrameIsDrawn() throws {
    let log = ListPhaseLog()
    let host = TestHost(Numbers(log: log), columns: 12, rows: 3)
    // Down selects row 0, then 1 and 2: the window does not move.
    try host.play("down down down")
    #expect(log.events.isEmpty)
    _ = host.host.send(KeyPress(try Shortcut(parsing: "down")))
    #expect(log.events == ["idle>interacting 1"])
    #expect(host.lines[0].hasPrefix("row 1"))
    #expect(host.host.needsUpdate)
    _ = host.host.update()
    #expect(log.events == ["idle>interacting 1", "interacting>idle 1"])
    _ = host.host.update(force: true)
    #expect(log.events.count == 2)
  }

  @Test func pageKeysInteractAndAKeyThatDoesNotScrollReportsNothing() throws {
    let log = ListPhaseLog()
    let host = TestHost(Numbers(log: log), columns: 12, rows: 3)
    // Page Down from row 0 lands on row 2, still in the window.
    try host.play("down pagedown")
    #expect(log.events.isEmpty)
    try host.play("pagedown")
    #expect(log.events == ["idle>interacting 2", "interacting>idle 2"])
    log.events = []
    try host.play("pageup pageup")
    #expect(log.events == ["idle>interacting 0", "interacting>idle 0"])
    log.events = []
    // At the top already: nothing scrolls, nothing is reported.
    try host.play("up")
    #expect(log.events.isEmpty)
  }

  @Test func aWheelStepInteracts() {
    let log = ListPhaseLog()
    let host = TestHost(Numbers(log: log), columns: 12, rows: 3)
    _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 1))
    #expect(log.events.first?.hasPrefix("idle>interacting") == true)
    _ = host.host.update()
    #expect(log.events.last?.hasPrefix("interacting>idle") == true)
  }

  @Test func aScrollTheAppAsksForAnimates() throws {
    let log = ListPhaseLog()
    let host = TestHost(ListScrolledByButton(log: log), columns: 12, rows: 4)
    #expect(log.events.isEmpty)
    try host.play("enter")
    #expect(log.events == ["idle>animating", "animating>idle"])
  }

  /// SwiftUI reports `.animating` only for a programmatic scroll that animates
  /// (`ScrollViewReader`, `.scrollPosition`); the app changing the selection or the data
  /// moves the window without animation, and nothing is reported.
  @Test func theAppsOwnChangesMoveTheWindowWithoutAPhase() throws {
    let log = ListPhaseLog()
    let host = TestHost(ListMovedByTheApp(log: log), columns: 12, rows: 4)
    #expect(host.lines[1].hasPrefix("row 0"))
    try host.play("enter")
    #expect(host.text.contains("row 7"))
    #expect(!host.text.contains("row 0"))
    try host.play("tab enter")
    #expect(host.text.contains("row 0"))
    #expect(log.events.isEmpty)
  }

  @Test func aListNobodyWatchesAsksForNoUpdate() throws {
    let host = TestHost(Numbers(log: nil), columns: 12, rows: 3)
    try host.play("down down down")
    _ = host.host.send(KeyPress(try Shortcut(parsing: "down")))
    #expect(host.lines[0].hasPrefix("row 1"))
    #expect(!host.host.needsUpdate)
  }
}

/// A list a button scrolls to its last row.
private struct ListScrolledByButton: View {
  let log: ListPhaseLog

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("last") { proxy.scrollTo(9) }
        List(0..<10, id: \.self) { Text("row \($0)") }
          .onScrollPhaseChange { old, new in log.events.append("\(old)>\(new)") }
      }
    }
  }
}

/// A list whose buttons select its last row and drop all but its first rows.
private struct ListMovedByTheApp: View {
  let log: ListPhaseLog
  @State private var selection: Int?
  @State private var count = 8

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Button("last") { selection = 7 }
        Button("fewer") { count = 2 }
      }
      List(0..<count, id: \.self, selection: $selection) { Text("row \($0)") }
        .frame(height: 3)
        .onScrollPhaseChange { old, new in log.events.append("\(old)>\(new)") }
    }
  }
}
