import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the long lists ran or chose; a class, so the view's value never changes.
@MainActor
private final class Picked {
  var item: String?
  var project = 0
}

/// A picker of sixty projects and a pop-up menu of forty actions above a line of text, in a
/// view with a context menu of forty more: each longer than its window.
private struct LongLists: View {
  let picked: Picked

  var body: some View {
    VStack(alignment: .leading) {
      Picker(
        "Project",
        selection: Binding(get: { picked.project }, set: { picked.project = $0 })
      ) {
        ForEach(0..<60, id: \.self) { number in Text("Project \(number)").tag(number) }
      }
      Menu("Actions") {
        ForEach(1...40, id: \.self) { number in
          Button("Action \(number)") { picked.item = "Action \(number)" }
        }
      }
      Text("below")
    }
    .contextMenu {
      ForEach(1...40, id: \.self) { number in
        Button("Ctx \(number)") { picked.item = "Ctx \(number)" }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A pop-up menu of forty actions whose fourth is disabled.
private struct DisabledFourth: View {
  let picked: Picked

  var body: some View {
    Menu("Actions") {
      ForEach(1...40, id: \.self) { number in
        Button("Action \(number)") { picked.item = "Action \(number)" }.disabled(number == 4)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The wheel over an open list too long for its window (a picker's options, a pop-up menu, a
/// context menu) scrolls the list, and the highlight comes along so the keys and Return go on
/// from what is shown.
@MainActor
@Suite struct OpenListWheelTests {
  private func host(_ picked: Picked) -> TestHost {
    TestHost(LongLists(picked: picked), columns: 40, rows: 16)
  }

  private func wheel(
    _ host: TestHost, _ direction: TerminalMouseEvent.ScrollDirection, at text: String
  )
    throws -> Bool
  {
    let row = try #require(host.lines.firstIndex { $0.contains(text + " ") })
    let column = try #require(host.lines[row].range(of: text)).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.host.send(mouse: TerminalMouseEvent(.scroll(direction), column: column, row: row))
  }

  /// Whether `text` is drawn reversed (highlighted).
  private func isHighlighted(_ text: String, in host: TestHost) throws -> Bool {
    let row = try #require(host.lines.firstIndex { $0.contains(text + " ") })
    let column = try #require(host.lines[row].range(of: text)).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.host.screen.style(x: column, y: row).attributes.contains(.reverse)
  }

  @Test func theWheelScrollsAnOpenPickerAndReturnChoosesWhatIsShown() throws {
    let picked = Picked()
    let host = host(picked)
    try host.play("space")
    #expect(host.row(containing: "Project 9 ") != nil)
    #expect(try wheel(host, .down, at: "Project 4"))
    #expect(try wheel(host, .down, at: "Project 7"))
    // Six steps down: the highlight left the window's top and came along with it.
    #expect(host.row(containing: "Project 5 ") == nil)
    #expect(host.row(containing: "Project 15 ") != nil)
    #expect(try isHighlighted("Project 6", in: host))
    #expect(try wheel(host, .up, at: "Project 10"))
    #expect(host.row(containing: "Project 3 ") != nil)
    #expect(try isHighlighted("Project 6", in: host))
    try host.play("down enter")
    #expect(picked.project == 7)
  }

  @Test func theWheelStopsAtTheEndsOfAnOpenPicker() throws {
    let picked = Picked()
    let host = host(picked)
    try host.play("space")
    #expect(try !wheel(host, .up, at: "Project 2"))
    // Over the options (not the picker's own line, which has a bracket).
    let options = try #require(host.lines.firstIndex { $0.contains("Project 1 ") })
    for _ in 0..<30 {
      _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 6, row: options))
    }
    #expect(host.row(containing: "Project 59 ") != nil)
    #expect(try !wheel(host, .down, at: "Project 55"))
    try host.play("enter")
    #expect(picked.project == 50)
  }

  @Test func theWheelScrollsAnOpenPopUpMenu() throws {
    let picked = Picked()
    let host = host(picked)
    try host.play("tab space")
    #expect(host.row(containing: "Action 10 ") != nil)
    #expect(try wheel(host, .down, at: "Action 5"))
    #expect(host.row(containing: "Action 13 ") != nil)
    #expect(host.row(containing: "Action 3 ") == nil)
    #expect(try isHighlighted("Action 4", in: host))
    try host.play("enter")
    #expect(picked.item == "Action 4")
  }

  @Test func theWheelNeverLeavesTheHighlightOnADisabledItem() throws {
    let picked = Picked()
    let host = TestHost(DisabledFourth(picked: picked), columns: 40, rows: 16)
    try host.play("space")
    let row = try #require(host.lines.firstIndex { $0.contains("Action 2 ") })
    _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 3, row: row))
    // Action 4, where the window's top now is, is disabled: the highlight goes to Action 5.
    #expect(try isHighlighted("Action 5", in: host))
    try host.play("enter")
    #expect(picked.item == "Action 5")
    #expect(ItemWindow.nearestEnabled(to: 3, in: 3..<13) { $0 != 3 } == 4)
    #expect(ItemWindow.nearestEnabled(to: 12, in: 3..<13) { $0 != 12 } == 11)
    #expect(ItemWindow.nearestEnabled(to: 5, in: 3..<13) { _ in false } == nil)
  }

  @Test func theWheelScrollsAContextMenuTallerThanTheScreen() throws {
    let picked = Picked()
    let host = host(picked)
    try host.play("shift+f10")
    #expect(host.row(containing: "Ctx 1 ") != nil)
    #expect(try wheel(host, .down, at: "Ctx 3"))
    #expect(host.row(containing: "Ctx 1 ") == nil)
    #expect(try isHighlighted("Ctx 4", in: host))
    try host.play("enter")
    #expect(picked.item == "Ctx 4")
  }

  @Test func aWindowMovesNoFurtherThanItsEndsAndKeepsTheHighlightInIt() {
    var generator = SplitMix(seed: 0x57)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &generator)
      let window = Int.random(in: 0...12, using: &generator)
      let first = Int.random(in: -2...42, using: &generator)
      let highlighted = Int.random(in: -2...42, using: &generator)
      let step = Int.random(in: -6...6, using: &generator)
      guard
        let moved = ItemWindow.scrolled(
          first: first, window: window, count: count, highlighted: highlighted, by: step)
      else {
        let start = min(max(0, first), max(0, count - window))
        let end = min(max(0, start + step), max(0, count - window))
        #expect(window <= 0 || count <= window || end == start)
        continue
      }
      #expect(moved.first >= 0 && moved.first + window <= count)
      #expect(moved.first != min(max(0, first), count - window))
      #expect(moved.highlighted >= moved.first && moved.highlighted < moved.first + window)
      if highlighted >= moved.first && highlighted < moved.first + window {
        #expect(moved.highlighted == highlighted)
      }
    }
  }
}
