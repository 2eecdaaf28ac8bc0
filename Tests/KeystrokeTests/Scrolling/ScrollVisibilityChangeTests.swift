import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the visibility actions were told, in order.
private final class VisibilityLog {
  var events: [String] = []
}

/// `.onScrollVisibilityChange`: told `true` when its view comes into the scroll view's visible
/// part by the threshold, and `false` when it leaves.
@MainActor
@Suite struct ScrollVisibilityChangeTests {
  private func rows(
    _ count: Int, threshold: Double = 0.5, lines: Int = 1, log: VisibilityLog
  ) -> some View {
    ScrollView {
      ForEach(0..<count, id: \.self) { index in
        Text((0..<lines).map { "r\(index).\($0)" }.joined(separator: "\n"))
          .onScrollVisibilityChange(threshold: threshold) { shown in
            log.events.append("\(index):\(shown)")
          }
      }
    }
  }

  @Test func theRowsShownFirstAreToldAndScrollingTellsTheOthers() throws {
    let log = VisibilityLog()
    let host = TestHost(rows(6, log: log), columns: 10, rows: 3)
    #expect(log.events == ["0:true", "1:true", "2:true"])
    log.events = []
    try host.play("down")
    #expect(log.events == ["0:false", "3:true"])
    log.events = []
    // Each scroll tells the row that left and the row that came.
    try host.play("down up")
    #expect(log.events == ["1:false", "4:true", "1:true", "4:false"])
  }

  @Test func theThresholdIsTheShareThatMustBeShown() {
    // Two-line rows in three lines: the second is half shown.
    let half = VisibilityLog()
    _ = TestHost(rows(4, threshold: 0.5, lines: 2, log: half), columns: 10, rows: 3)
    #expect(half.events == ["0:true", "1:true"])
    let most = VisibilityLog()
    _ = TestHost(rows(4, threshold: 0.75, lines: 2, log: most), columns: 10, rows: 3)
    #expect(most.events == ["0:true"])
  }

  @Test func listRowsAreToldAsTheyComeAndGo() throws {
    let log = VisibilityLog()
    let view = List(0..<8, id: \.self) { index in
      Text("row \(index)").onScrollVisibilityChange { shown in
        log.events.append("\(index):\(shown)")
      }
    }
    let host = TestHost(view, columns: 12, rows: 3)
    #expect(log.events == ["0:true", "1:true", "2:true"])
    log.events = []
    try host.play("pagedown")
    let top = try #require(host.lines.first.flatMap { Int($0.split(separator: " ")[1]) })
    #expect(top > 0)
    // The rows gone from the window are told so, and the new ones are told they are shown.
    let gone = (0..<3).filter { $0 < top }.map { "\($0):false" }
    let come = (3..<8).filter { $0 < top + 3 }.map { "\($0):true" }
    #expect(Set(log.events) == Set(gone + come))
  }

  @Test func anActionChangingStateIsDrawnInTheSameFrame() {
    let host = TestHost(ShownRows(), columns: 20, rows: 4)
    #expect(host.lines[0] == "shown 0 1 2")
  }

  @Test func outsideAScrollViewTheActionIsNotCalled() {
    let log = VisibilityLog()
    _ = TestHost(
      Text("alone").onScrollVisibilityChange { log.events.append("\($0)") }, columns: 10, rows: 2)
    #expect(log.events.isEmpty)
  }
}

/// A line listing the rows shown in the scroll view under it.
private struct ShownRows: View {
  @State private var shown: Set<Int> = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("shown " + shown.sorted().map(String.init).joined(separator: " "))
      ScrollView {
        ForEach(0..<6, id: \.self) { index in
          Text("row \(index)").onScrollVisibilityChange { isShown in
            if isShown { shown.insert(index) } else { shown.remove(index) }
          }
        }
      }
    }
  }
}
