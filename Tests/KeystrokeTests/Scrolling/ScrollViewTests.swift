import Testing

@testable import Keystroke

@MainActor
@Suite struct ScrollViewTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func lines(_ count: Int) -> some View {
    ScrollView {
      ForEach(0..<count) { Text("Line \($0)") }
    }
  }

  @Test func shortContentShowsNoIndicator() {
    let host = ViewHost(lines(2), width: 10, height: 3)
    host.update()
    #expect(host.lines == ["Line 0", "Line 1", ""])
  }

  @Test func overflowingContentShowsAWindowAndAnIndicator() {
    let host = ViewHost(lines(10), width: 10, height: 3)
    host.update()
    #expect(host.lines == ["Line 0   ┃", "Line 1   │", "Line 2   │"])
  }

  @Test func keysScrollContentWithoutControls() throws {
    let host = ViewHost(lines(10), width: 8, height: 3)
    host.update()
    #expect(host.send(try key("pagedown")) == .handledByView)
    #expect(host.lines == ["Line 2 │", "Line 3 ┃", "Line 4 │"])
    host.send(try key("end"))
    #expect(host.lines == ["Line 7 │", "Line 8 │", "Line 9 ┃"])
    host.send(try key("up"))
    #expect(host.lines.first == "Line 6 │")
    host.send(try key("home"))
    #expect(host.lines.first == "Line 0 ┃")
  }

  @Test func focusedControlIsScrolledIntoView() throws {
    let view = ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<6) { index in
          Button("Item \(index)") {}.buttonStyle(.plain)
        }
      }
    }
    let host = ViewHost(view, width: 10, height: 3)
    host.update()
    #expect(host.lines.first == "Item 0   ┃")
    for _ in 0..<4 { host.send(try key("tab")) }
    #expect(host.lines == ["Item 2   │", "Item 3   ┃", "Item 4   │"])
    host.send(try key("shift+tab"))
    host.send(try key("shift+tab"))
    host.send(try key("shift+tab"))
    #expect(host.lines.first == "Item 1   │")
  }

  @Test func pageKeysScrollPastAFocusedButton() throws {
    let view = ScrollView {
      VStack(alignment: .leading) {
        Button("Top") {}.buttonStyle(.plain)
        ForEach(0..<8) { Text("Row \($0)") }
      }
    }
    let host = ViewHost(view, width: 8, height: 3)
    host.update()
    #expect(host.send(try key("pagedown")) == .handledByView)
    #expect(host.lines.first == "Row 1  │")
  }

  @Test func horizontalScrollViewShowsARowIndicator() throws {
    let view = ScrollView(.horizontal) {
      HStack { ForEach(0..<5) { Text("宽\($0)") } }
    }
    let host = ViewHost(view, width: 8, height: 2)
    host.update()
    #expect(host.lines == ["宽0 宽1", "━━━─────"])
    host.send(try key("end"))
    #expect(host.lines == [" 宽3 宽4", "─────━━━"])
  }

  @Test func emptyScrollView() {
    let host = ViewHost(ScrollView { EmptyView() }, width: 5, height: 2)
    host.update()
    #expect(host.lines == ["", ""])
  }

  @Test(arguments: [
    (10, 3, 30, 0, 0..<1), (10, 3, 30, 27, 9..<10), (10, 5, 10, 0, 0..<5), (4, 4, 2, 0, 0..<4),
    (6, 3, 12, 5, 3..<4),
  ])
  func indicatorThumb(track: Int, viewport: Int, content: Int, offset: Int, thumb: Range<Int>) {
    #expect(
      ScrollIndicator.thumb(track: track, viewport: viewport, content: content, offset: offset)
        == thumb)
  }
}
