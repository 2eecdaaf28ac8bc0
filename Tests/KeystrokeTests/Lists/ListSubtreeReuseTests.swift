import KeystrokeCore
import Observation
import Testing

@testable import Keystroke

/// Counts how often a list's row builder ran; a class, so it never makes two lists differ.
@MainActor
private final class RowBuilds {
  var count = 0
}

/// A counter with its own state, which a test changes from outside.
private struct Counter: View {
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    expose($count)
    return Text("count \(count)")
  }
}

/// A list of 100 rows, each a button, made by a builder that counts its calls. Its inputs
/// never change.
private struct ButtonList: View {
  let builds: RowBuilds
  var body: some View {
    List(0..<100, id: \.self) { number in
      builds.count += 1
      return Button("row \(number)") {}
    }
  }
}

/// The counter above the list.
private struct CounterAndList: View {
  let builds: RowBuilds
  let expose: (Binding<Int>) -> Void
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Counter(expose: expose)
      ButtonList(builds: builds)
    }
  }
}

/// One row of the table below.
private struct Item: Identifiable {
  let id: Int
}

/// A table of 100 items whose cell builder counts its calls, under the counter.
private struct CounterAndTable: View {
  let builds: RowBuilds
  let expose: (Binding<Int>) -> Void
  private static let items = (0..<100).map(Item.init)
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Counter(expose: expose)
      Table(Self.items) {
        TableColumn("Item") { item in
          builds.count += 1
          return Text("item \(item.id)")
        }
      }
    }
  }
}

/// A model object a list's row builder reads directly, outside any row's body.
@Observable
private final class Crate {
  let id: Int
  var label: String
  init(id: Int, label: String) {
    self.id = id
    self.label = label
  }
}

/// An identifiable item that counts how often its row's body ran.
private struct CountedItem: Identifiable {
  let id: Int
  let builds: RowBuilds
}

/// The row of a ``CountedItem``: its body counts itself.
private struct CountedRow: View {
  let item: CountedItem
  var body: some View {
    item.builds.count += 1
    return Text("item \(item.id)")
  }
}

/// A counter and, in the same body, a list of identifiable items whose row builder captures
/// nothing: the body runs on every change of the counter and makes the list again.
private struct CounterOverIdentifiableList: View {
  let items: [CountedItem]
  let expose: (Binding<Int>) -> Void
  @State private var count = 0
  var body: some View {
    expose($count)
    return VStack(alignment: .leading, spacing: 0) {
      Text("count \(count)")
      List(items) { CountedRow(item: $0) }
    }
  }
}

/// Crates listed by a row builder that reads their labels itself.
private struct CrateList: View {
  let crates: [Crate]
  var body: some View {
    List(crates, id: \.id) { crate in Text("crate \(crate.label)") }
  }
}

/// A list whose inputs did not change is kept whole, rows and all, when something beside it
/// changes; rows it had to build while being placed make the next update build it again, so
/// what they contribute is never lost.
@MainActor
@Suite struct ListSubtreeReuseTests {
  @Test(arguments: [60, 120])
  func aListBesideAChangedCounterIsKeptWithoutBuildingARow(columns: Int) {
    let builds = RowBuilds()
    var counter: Binding<Int>?
    let host = ViewHost(
      CounterAndList(builds: builds) { counter = $0 }, width: columns, height: 12)
    host.update()
    // The first frame knew no window yet: its rows were built while the list was placed.
    #expect(builds.count > 0)
    counter?.wrappedValue = 1
    host.update()
    let targets = host.interactions.focusTargets.count
    let built = builds.count
    let before = host.bodyCounts
    let list = Self.first(LazyListElement.self, in: host.rootElement)
    counter?.wrappedValue = 2
    host.update()
    #expect(host.lines.first?.contains("count 2") == true)
    #expect(host.lines.contains { $0.contains("row 3") })
    #expect(builds.count == built)
    #expect(host.bodyCounts.subtrees - before.subtrees >= 1)
    #expect(list != nil && Self.first(LazyListElement.self, in: host.rootElement) === list)
    // The kept list gives the record its rows' buttons as a fresh build would.
    #expect(host.interactions.focusTargets.count == targets)
    #expect(targets >= 10)
  }

  @Test func aTableBesideAChangedCounterIsKeptWithoutBuildingACell() {
    let builds = RowBuilds()
    var counter: Binding<Int>?
    let host = ViewHost(CounterAndTable(builds: builds) { counter = $0 }, width: 60, height: 12)
    host.update()
    counter?.wrappedValue = 1
    host.update()
    let built = builds.count
    let targets = host.interactions.focusTargets.count
    let table = Self.first(TableElement.self, in: host.rootElement)
    counter?.wrappedValue = 2
    host.update()
    #expect(host.lines.first?.contains("count 2") == true)
    #expect(host.lines.contains { $0.contains("item 3") })
    #expect(builds.count == built)
    #expect(host.interactions.focusTargets.count == targets)
    // Kept whole: the very element drawn last time, not a new one around kept rows.
    #expect(table != nil && Self.first(TableElement.self, in: host.rootElement) === table)
  }

  /// `List(items) { ... }` over `Identifiable` items reads each identity through a closure
  /// made in the framework's generic code, which gets a new context every time the body runs;
  /// the list still compares the same and is kept.
  @Test func anIdentifiableListMadeAgainByItsParentsBodyIsKept() {
    let builds = RowBuilds()
    let items = (0..<50).map { CountedItem(id: $0, builds: builds) }
    var counter: Binding<Int>?
    let host = ViewHost(
      CounterOverIdentifiableList(items: items) { counter = $0 }, width: 40, height: 10)
    host.update()
    counter?.wrappedValue = 1
    host.update()
    let built = builds.count
    let list = Self.first(LazyListElement.self, in: host.rootElement)
    counter?.wrappedValue = 2
    host.update()
    #expect(host.lines.first?.contains("count 2") == true)
    #expect(host.lines.contains { $0.contains("item 3") })
    #expect(builds.count == built)
    #expect(list != nil && Self.first(LazyListElement.self, in: host.rootElement) === list)
  }

  /// The first element of type `T` in the tree under `root`, depth first.
  private static func first<T: Element>(_ type: T.Type, in root: Element?) -> T? {
    guard let root else { return nil }
    if let match = root as? T { return match }
    for child in root.children {
      if let match = first(type, in: child) { return match }
    }
    return nil
  }

  /// Rows built while placing (the first frame) and while building (every later one) both
  /// report a property the row builder read.
  @Test(arguments: [1, 2])
  func aPropertyTheRowBuilderReadUpdatesTheList(framesBefore: Int) {
    let crates = (0..<20).map { Crate(id: $0, label: "number \($0)") }
    let host = ViewHost(CrateList(crates: crates), width: 40, height: 8)
    host.update()
    if framesBefore > 1 { host.update(force: true) }
    #expect(host.lines.contains { $0.contains("crate number 1") })
    crates[1].label = "renamed"
    // Nothing but the row builder read the label: the list itself must ask for the update.
    #expect(host.update())
    #expect(host.lines.contains { $0.contains("crate renamed") })
    #expect(!host.lines.contains { $0.contains("crate number 1") })
  }

  @Test func rowsBuiltWhilePlacingAreBuiltAgainByTheNextUpdate() {
    let builds = RowBuilds()
    var counter: Binding<Int>?
    let host = ViewHost(CounterAndList(builds: builds) { counter = $0 }, width: 60, height: 12)
    host.update()
    let afterFirst = builds.count
    counter?.wrappedValue = 1
    host.update()
    // Not kept: the list is built again, and its rows' buttons are in the record although
    // the layout, which built them the first time, built none this time.
    #expect(builds.count > afterFirst)
    #expect(host.interactions.focusTargets.count >= 10)
  }

  @Test func aKeptListStillMovesFocusThroughItsRows() throws {
    let builds = RowBuilds()
    var counter: Binding<Int>?
    let host = ViewHost(CounterAndList(builds: builds) { counter = $0 }, width: 60, height: 12)
    host.update()
    counter?.wrappedValue = 1
    host.update()
    counter?.wrappedValue = 2
    host.update()
    let tab = KeyPress(try Shortcut(parsing: "tab"))
    host.send(tab)
    host.send(tab)
    let focused = try #require(host.focusedNodeID)
    #expect(host.interactions.focusTargets.contains { $0.node.id == focused })
    #expect(host.lines.contains { $0.contains("row 1") })
  }
}
