import Testing

@testable import Keystroke

private struct Row: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// Days of rows a test changes between updates.
private final class Days {
  var list: [(id: String, rows: [Int])] = [("Mon", [1, 2]), ("Tue", [3])]
}

/// A list of `Days`, each a section with a header, counting rows and a footer.
private struct DaysList: View {
  let days: Days
  let selection: Binding<Int?>
  let expose: (String, Binding<Int>) -> Void

  var body: some View {
    List(selection: selection) {
      ForEach(days.list, id: \.id) { day in
        Section {
          ForEach(day.rows, id: \.self) { row in
            CountingRow(label: "r\(row)", expose: expose)
          }
        } header: {
          Text(day.id)
        } footer: {
          Text("end " + day.id)
        }
      }
    }
  }
}

/// A row with its own count in `@State`, handing its binding to the test.
private struct CountingRow: View {
  let label: String
  @State private var count = 0
  let expose: (String, Binding<Int>) -> Void

  var body: some View {
    expose(label, $count)
    return Text("\(label) \(count)")
  }
}

private final class Selection<Value: Hashable> {
  var single: Value?
  var multiple: Set<Value> = []
}

@MainActor
@Suite struct ListTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func rows(_ count: Int) -> [Row] { (0..<count).map { Row(id: $0, name: "Row \($0)") } }

  private func singleList(_ data: [Row], _ model: Selection<Int>) -> some View {
    List(data, selection: Binding(get: { model.single }, set: { model.single = $0 })) {
      Text($0.name)
    }
  }

  @Test func staticListDrawsItsRows() {
    let view = List {
      Text("Alpha")
      Text("ベータ")
      Text("A row too long for the list")
    }
    let host = ViewHost(view, width: 12, height: 4)
    host.update()
    #expect(host.lines == ["Alpha", "ベータ", "A row too", "long for the"])
    let narrow = ViewHost(view.lineLimit(1), width: 8, height: 3)
    narrow.update()
    #expect(narrow.lines == ["Alpha", "ベータ", "A row…"])
  }

  @Test func emptyList() throws {
    let model = Selection<Int>()
    let host = ViewHost(singleList([], model), width: 10, height: 2)
    host.update()
    #expect(host.lines == ["", ""])
    host.send(try key("down"))
    #expect(model.single == nil)
  }

  @Test func arrowsMoveTheSelectionAndItIsReversed() throws {
    let model = Selection<Int>()
    let host = ViewHost(singleList(rows(5), model), width: 10, height: 5)
    host.update()
    #expect(host.send(try key("down")) == .handledByView)
    #expect(model.single == 0)
    host.send(try key("down"))
    host.send(try key("down"))
    #expect(model.single == 2)
    #expect(host.screen.style(x: 0, y: 2).attributes.contains(.reverse))
    #expect(host.screen.style(x: 9, y: 2).attributes.contains(.reverse))
    #expect(!host.screen.style(x: 0, y: 1).attributes.contains(.reverse))
    host.send(try key("up"))
    #expect(model.single == 1)
    host.send(try key("end"))
    #expect(model.single == 4)
    host.send(try key("down"))
    #expect(model.single == 4)
    host.send(try key("home"))
    #expect(model.single == 0)
  }

  @Test func listScrollsToKeepTheSelectionVisible() throws {
    let model = Selection<Int>()
    model.single = 0
    let host = ViewHost(singleList(rows(20), model), width: 10, height: 3)
    host.update()
    #expect(host.lines == ["Row 0    ┃", "Row 1    │", "Row 2    │"])
    host.send(try key("down"))
    host.send(try key("down"))
    host.send(try key("down"))
    #expect(host.lines == ["Row 1    ┃", "Row 2    │", "Row 3    │"])
    host.send(try key("pagedown"))
    #expect(model.single == 5)
    #expect(host.lines.last?.hasPrefix("Row 5") == true)
    host.send(try key("end"))
    #expect(host.lines == ["Row 17   │", "Row 18   │", "Row 19   ┃"])
    host.send(try key("pageup"))
    #expect(model.single == 17)
    host.send(try key("home"))
    #expect(host.lines.first == "Row 0    ┃")
  }

  @Test func selectionSetFromOutsideIsRevealed() {
    let model = Selection<Int>()
    model.single = 500
    let host = ViewHost(singleList(rows(1000), model), width: 10, height: 3)
    host.update()
    #expect(host.lines.contains { $0.hasPrefix("Row 500") })
  }

  @Test func onlyRowsNearTheWindowAreBuilt() throws {
    let model = Selection<Int>()
    let host = ViewHost(singleList(rows(10_000), model), width: 20, height: 10)
    host.update()
    host.send(try key("down"))
    #expect(host.nodeCount < 60)
    host.send(try key("end"))
    #expect(model.single == 9_999)
    #expect(host.nodeCount < 60)
    #expect(host.lines.last?.hasPrefix("Row 9999") == true)
  }

  @Test func multipleSelectionTogglesAndExtends() throws {
    let model = Selection<Int>()
    let view = List(
      rows(6), selection: Binding(get: { model.multiple }, set: { model.multiple = $0 })
    ) { Text($0.name) }
    let host = ViewHost(view, width: 10, height: 6)
    host.update()
    host.send(try key("down"))
    #expect(model.multiple.isEmpty)
    #expect(host.lines.first == "▸ Row 0")
    host.send(try key("space"))
    #expect(model.multiple == [0])
    host.send(try key("down"))
    host.send(try key("down"))
    host.send(try key("space"))
    #expect(model.multiple == [0, 2])
    host.send(try key("shift+down"))
    host.send(try key("shift+down"))
    #expect(model.multiple == [0, 2, 3, 4])
    host.send(try key("shift+up"))
    #expect(model.multiple == [0, 2, 3])
    #expect(host.screen.style(x: 2, y: 3).attributes.contains(.reverse))
    #expect(!host.screen.style(x: 2, y: 1).attributes.contains(.reverse))
    host.send(try key("space"))
    #expect(model.multiple == [0, 2])
  }

  @Test func sectionsHaveHeadersThatSelectionSkips() throws {
    let model = Selection<String>()
    let view = List(selection: Binding(get: { model.single }, set: { model.single = $0 })) {
      Section("Fruit") {
        Text("Apple").tag("apple")
        Text("Pear").tag("pear")
      }
      Section("野菜") {
        ForEach(["Kale", "Leek"], id: \.self) { Text($0) }
      }
    }
    let host = ViewHost(view, width: 12, height: 6)
    host.update()
    #expect(host.lines == ["Fruit", "Apple", "Pear", "野菜", "Kale", "Leek"])
    #expect(host.screen.style(x: 0, y: 0).attributes.contains(.bold))
    host.send(try key("down"))
    #expect(model.single == "apple")
    host.send(try key("down"))
    host.send(try key("down"))
    #expect(model.single == "Kale")
    host.send(try key("up"))
    #expect(model.single == "pear")
  }

  @Test func sectionsFromAForEachAndErasedRowsSplitIntoRows() throws {
    let days = [("Mon", ["a", "b"]), ("Tue", ["c"])]
    let model = Selection<String>()
    let view = List(selection: Binding(get: { model.single }, set: { model.single = $0 })) {
      ForEach(days, id: \.0) { day in
        Section {
          ForEach(day.1, id: \.self) { Text($0) }
        } header: {
          Text(day.0)
        }
      }
      AnyView(ForEach(["x", "y"], id: \.self) { Text($0) })
    }
    let host = ViewHost(view, width: 8, height: 8)
    host.update()
    #expect(host.lines == ["Mon", "a", "b", "Tue", "c", "x", "y", ""])
    for _ in 0..<5 { host.send(try key("down")) }
    #expect(model.single == "y")
    host.send(try key("up"))
    host.send(try key("up"))
    #expect(model.single == "c")
  }

  @Test func sectionsWithFootersFromAForEachSkipDecorationsAndKeepRowState() throws {
    let model = Selection<Int>()
    let days = Days()
    var counts: [String: Binding<Int>] = [:]
    let view = DaysList(
      days: days, selection: Binding(get: { model.single }, set: { model.single = $0 })
    ) { counts[$0] = $1 }
    let host = ViewHost(view, width: 10, height: 10)
    host.update()
    #expect(host.lines.prefix(7) == ["Mon", "r1 0", "r2 0", "end Mon", "Tue", "r3 0", "end Tue"])
    for _ in 0..<3 { host.send(try key("down")) }
    #expect(model.single == 3)
    host.send(try key("down"))
    #expect(model.single == 3)
    host.send(try key("up"))
    #expect(model.single == 2)
    // A row's state follows its section's and its own identity when a day is added above.
    counts["r3"]?.wrappedValue = 5
    days.list.insert((id: "Sun", rows: [9]), at: 0)
    host.update(force: true)
    #expect(host.lines.prefix(6) == ["Sun", "r9 0", "end Sun", "Mon", "r1 0", "r2 0"])
    #expect(host.lines[8] == "r3 5")
  }

  @Test func rowsKeepTheirMeasuredLayoutButDividersSpanTheRow() {
    let view = List {
      HStack {
        Divider()
        Text("two\nlines")
        Spacer()
        Text("end")
      }
      HStack {
        Text("09:00")
        Text("a longer title").bold()
        Text("note")
      }
    }
    let host = ViewHost(view, width: 26, height: 4)
    host.update()
    #expect(host.lines[0].hasPrefix("│ two") && host.lines[0].hasSuffix("end"))
    #expect(host.lines[1].hasPrefix("│ lines"))
    #expect(host.lines[2] == "09:00 a longer title note")
  }

  @Test func listWithoutSelectionScrolls() throws {
    let host = ViewHost(List(0..<10) { Text("Item \($0)") }, width: 9, height: 2)
    host.update()
    host.send(try key("down"))
    #expect(host.lines == ["Item 1  ┃", "Item 2  │"])
    host.send(try key("end"))
    #expect(host.lines == ["Item 8  │", "Item 9  ┃"])
  }

  @Test func rowStateFollowsTheRowIdentity() {
    let data = rows(3)
    let host = ViewHost(List(data) { Text($0.name) }, width: 10, height: 3)
    host.update()
    let before = host.nodeCount
    host.update(force: true)
    #expect(host.nodeCount == before)
  }
}
