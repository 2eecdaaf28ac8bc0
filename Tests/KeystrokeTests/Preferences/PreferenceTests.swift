import KeystrokeTesting
import Testing

@testable import Keystroke

/// Collects the names views set, in tree order.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// A number; the last one set wins.
private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

/// Records what readers saw and when.
@MainActor
private final class Log {
  var entries: [String] = []
}

/// A counter whose value reaches an overlay through a preference.
private struct CountingScreen: View {
  let log: Log
  @State private var count = 0

  var body: some View {
    VStack(alignment: .leading) {
      Button("Add") { count += 1 }
      Text("count \(count)").preference(key: CountKey.self, value: count)
    }
    .frame(width: 30, height: 4, alignment: .topLeading)
    .overlayPreferenceValue(CountKey.self, alignment: .bottomTrailing) { value in
      let _ = log.entries.append("overlay \(value)")
      Text("seen \(value)")
    }
  }
}

/// Three names in a column, two of them inside a nested stack.
private struct OrderedNames: View {
  var body: some View {
    VStack {
      Text("a").preference(key: NamesKey.self, value: ["a"])
      VStack {
        Text("b").preference(key: NamesKey.self, value: ["b"])
        Text("c").preference(key: NamesKey.self, value: ["c"])
      }
    }
    .frame(width: 20)
    .overlayPreferenceValue(NamesKey.self, alignment: .top) { names in
      Text(names.joined(separator: ","))
    }
  }
}

/// A reader inside a reader: each sees its own subtree.
private struct NestedReaders: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("outer").preference(key: NamesKey.self, value: ["outer"])
      VStack {
        Text("inner").preference(key: NamesKey.self, value: ["inner"])
      }
      .frame(width: 30, height: 2, alignment: .topLeading)
      .backgroundPreferenceValue(NamesKey.self) { names in
        Text("in:" + names.joined(separator: ","))
          .preference(key: NamesKey.self, value: ["layer"])
      }
    }
    .frame(width: 40, height: 5, alignment: .top)
    .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { names in
      Text("all:" + names.joined(separator: ","))
    }
  }
}

/// A preference set inside replaced by one set outside, then transformed.
private struct Transformed: View {
  var body: some View {
    VStack {
      Text("x").preference(key: NamesKey.self, value: ["x"])
      Text("y")
        .preference(key: NamesKey.self, value: ["hidden"])
        .preference(key: NamesKey.self, value: ["y"])
      Text("none").transformPreference(NamesKey.self) { $0.append("added") }
    }
    .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } }
    .frame(width: 30, height: 4, alignment: .top)
    .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { names in
      Text(names.joined(separator: ","))
    }
  }
}

/// Reports a preference's changes to the log.
private struct ChangeReporting: View {
  let log: Log
  @State private var count = 0
  @State private var unrelated = 0

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button("Other") { unrelated += 1 }
      Text("\(count) \(unrelated)").preference(key: CountKey.self, value: count * 10)
    }
    .onPreferenceChange(CountKey.self) { value in log.entries.append("change \(value)") }
  }
}

/// A sheet whose content sets a value, under a reader around the presenting view.
private struct PresentingSheet: View {
  let log: Log
  @State private var showsSheet = false

  var body: some View {
    VStack {
      Button("Open") { showsSheet = true }
        .preference(key: NamesKey.self, value: ["window"])
        .sheet(isPresented: $showsSheet) {
          Text("In the sheet").preference(key: NamesKey.self, value: ["sheet"])
        }
    }
    .frame(width: 30, height: 3, alignment: .top)
    .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { names in
      let _ = log.entries.append(names.joined(separator: ","))
      Text("read:" + names.joined(separator: ","))
    }
  }
}

@MainActor
@Suite struct PreferenceTests {
  @Test(arguments: [80, 140])
  func aReaderSeesTheValueOfTheSameUpdate(columns: Int) throws {
    let log = Log()
    let host = TestHost(CountingScreen(log: log), columns: columns, rows: 6)
    #expect(host.row(containing: "seen 0") != nil)
    let first = log.entries
    #expect(!first.isEmpty && first.allSatisfy { $0 == "overlay 0" })
    try host.play("enter")
    // The key's update built the overlay once, with the new value; the screen shows it at once.
    #expect(log.entries == first + ["overlay 1"])
    #expect(host.row(containing: "count 1") != nil)
    #expect(host.row(containing: "seen 1") != nil)
    // The overlay sits at the bottom trailing corner of the 30-column frame.
    let row = try #require(host.row(containing: "seen 1"))
    let line = host.lines[row]
    let frameStart = (columns - 30) / 2
    #expect(line.hasSuffix("seen 1"))
    #expect(line.count == frameStart + 30)
  }

  @Test func valuesCombineInTreeOrder() {
    let host = TestHost(OrderedNames(), columns: 20, rows: 5)
    #expect(host.row(containing: "a,b,c") != nil)
  }

  @Test func nestedReadersSeeTheirOwnSubtreeAndPassValuesUp() {
    let host = TestHost(NestedReaders(), columns: 80, rows: 6)
    #expect(host.row(containing: "in:inner") != nil)
    // The outer reader sees everything inside it, the inner reader's layer included.
    #expect(host.row(containing: "all:outer,inner,layer") != nil)
  }

  @Test func anOuterValueReplacesAnInnerOneAndTransformsApply() {
    let host = TestHost(Transformed(), columns: 40, rows: 5)
    #expect(host.row(containing: "X,Y,ADDED") != nil)
    #expect(host.row(containing: "HIDDEN") == nil)
  }

  @Test func aPresentedSheetKeepsItsValuesToItself() throws {
    let log = Log()
    let host = TestHost(PresentingSheet(log: log), columns: 80, rows: 12)
    #expect(host.row(containing: "read:window") != nil)
    try host.play("enter")
    #expect(host.row(containing: "In the sheet") != nil)
    // The reader was built again with the sheet up, and saw only the window's value.
    #expect(log.entries.count >= 2)
    #expect(log.entries.allSatisfy { $0 == "window" })
  }

  @Test func onPreferenceChangeRunsOncePerChange() throws {
    let log = Log()
    let host = TestHost(ChangeReporting(log: log), columns: 20, rows: 4)
    // The first value is the default (0): nothing changed yet.
    #expect(log.entries == [])
    try host.play("enter")
    #expect(log.entries == ["change 10"])
    // A change elsewhere rebuilds the view but leaves the value alone.
    try host.play("tab enter")
    #expect(host.row(containing: "1 1") != nil)
    host.host.update(force: true)
    #expect(log.entries == ["change 10"])
    try host.play("shift+tab enter enter")
    #expect(log.entries == ["change 10", "change 20", "change 30"])
  }

  @Test func aFirstValueOtherThanTheDefaultIsReportedOnAppear() {
    let log = Log()
    _ = TestHost(
      Text("x").preference(key: CountKey.self, value: 7)
        .onPreferenceChange(CountKey.self) { log.entries.append("change \($0)") },
      columns: 10, rows: 1)
    #expect(log.entries == ["change 7"])
  }
}

@MainActor
@Suite struct PreferenceCollectorTests {
  @Test func valuesWithNoReaderAreDropped() {
    let collector = PreferenceCollector()
    collector.contribute(CountKey.self, value: 3)
    #expect(!collector.isCollecting)
    let (_, contributions) = collector.collect {}
    #expect(contributions.isEmpty)
  }

  @Test func aFrameSeesItsOwnValuesAndLeavesThemToTheEnclosingFrame() {
    let collector = PreferenceCollector()
    let (inner, outer) = collector.collect {
      collector.contribute(NamesKey.self, value: ["a"])
      let (_, inner) = collector.collect {
        collector.contribute(NamesKey.self, value: ["b"])
        collector.contribute(CountKey.self, value: 2)
      }
      return inner
    }
    #expect(inner.value(for: NamesKey.self) == ["b"])
    #expect(outer.value(for: NamesKey.self) == ["a", "b"])
    #expect(outer.value(for: CountKey.self) == 2)
    #expect(inner.entries.count == 2)
  }

  @Test func keptContributionsReplayInOrder() {
    let collector = PreferenceCollector()
    let (_, kept) = collector.collect {
      collector.contribute(NamesKey.self, value: ["b"])
      collector.contribute(NamesKey.self, value: ["c"])
    }
    let (_, replayed) = collector.collect {
      collector.contribute(NamesKey.self, value: ["a"])
      collector.replay(kept)
      collector.contribute(NamesKey.self, value: ["d"])
    }
    #expect(replayed.value(for: NamesKey.self) == ["a", "b", "c", "d"])
  }

  @Test func anUnsetKeyGivesItsDefaultValue() {
    let collector = PreferenceCollector()
    let (_, contributions) = collector.collect {
      collector.contribute(NamesKey.self, value: ["a"])
    }
    #expect(contributions.value(for: CountKey.self) == 0)
  }
}
