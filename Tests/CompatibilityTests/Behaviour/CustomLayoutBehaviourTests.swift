import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// Custom layouts measure and place their subviews in cells, as SwiftUI's `Layout` does in
/// points.
@MainActor
@Suite struct CustomLayoutBehaviourTests {
  @Test func aFlowLayoutWrapsItsTagsToTheWidthOffered() {
    let wide = TestHost(TagCloud(), columns: 60, rows: 6)
    #expect(wide.lines[0] == "#swift #terminal #keyboard #layout #cells")
    // 20 columns: "#swift #terminal" is 16, and "#keyboard" would take it to 26.
    let narrow = TestHost(TagCloud(), columns: 20, rows: 6)
    #expect(Array(narrow.lines.prefix(3)) == ["#swift #terminal", "#keyboard #layout", "#cells"])
  }

  @Test func aLayoutValueOrdersTheRowsWhateverTheirOrderInTheContent() {
    let host = TestHost(Leaderboard(), columns: 30, rows: 6)
    #expect(Array(host.lines.prefix(3)) == ["Grace", "Linus", "Ada"])
  }

  @Test func aLayoutValueReachesTheLayoutThroughModifiersAroundTheView() {
    let host = TestHost(Leaderboard(padded: true), columns: 30, rows: 6)
    #expect(Array(host.lines.prefix(3)) == [" Grace", " Linus", " Ada"])
  }

  @Test func equalWidthButtonsAreCentredInSlotsAsWideAsTheWidest() throws {
    let host = TestHost(
      EqualWidthRow {
        Text("OK")
        Text("Cancel")
      }.pinnedTopLeading(), columns: 30, rows: 3)
    // Two slots of six columns with one between: "OK" centred in the first.
    #expect(host.lines[0] == "  OK   Cancel")
  }

  @Test func aSubviewTheLayoutLeavesUnplacedIsCentred() {
    let host = TestHost(
      PlacesNothing { Text("mid") }.frame(width: 11, height: 3).pinnedTopLeading(), columns: 20,
      rows: 5)
    #expect(host.lines[1] == "    mid")
  }

  @Test func switchingAnAnyLayoutKeepsTheFieldsTextAndFocus() throws {
    let host = TestHost(AdaptiveNameForm(), columns: 120, rows: 6)
    try host.play("\"Ada\"")
    let wideRow = try #require(host.row(containing: "Ada"))
    #expect(host.lines[wideRow].contains("Name"))
    // Below 100 columns the size class is compact, and the form becomes a column.
    host.host.resize(width: 60, height: 6)
    host.host.update()
    let label = try #require(host.row(containing: "Name"))
    let field = try #require(host.row(containing: "Ada"))
    #expect(field == label + 1)
    try host.play("\" L\"")
    #expect(host.row(containing: "Ada L") != nil)
  }

  @Test func theCacheIsMadeOnceAndUpdatedWhenTheContainerIsBuiltAgain() throws {
    let log = CacheLog()
    let host = TestHost(CountedRows(log: log), columns: 30, rows: 6)
    #expect(log.made == 1)
    #expect(log.updated == 0)
    try host.play("enter")
    #expect(host.row(containing: "Taps: 1") != nil)
    #expect(log.made == 1)
    #expect(log.updated >= 1)
  }

  @Test func absurdSizesAndPositionsFromALayoutDrawNothingAndDoNotCrash() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("before")
        Wild { Text("x") }
        Text("after")
      }.pinnedTopLeading(), columns: 20, rows: 5)
    #expect(host.lines[0] == "before")
    #expect(host.row(containing: "after") != nil)
  }

  @Test func builtInLayoutsLayOutAsTheirContainers() {
    let host = TestHost(
      VStack(alignment: .leading) {
        HStackLayout {
          Text("a")
          Text("b")
        }
        VStackLayout(alignment: .leading) {
          Text("c")
          Text("d")
        }
        GridLayout(horizontalSpacing: 2) {
          GridRow {
            Text("e")
            Text("f")
          }
        }
      }.pinnedTopLeading(), columns: 20, rows: 6)
    #expect(Array(host.lines.prefix(4)) == ["a b", "c", "d", "e  f"])
  }
}

/// The coverage file's tags, alone.
private struct TagCloud: View {
  var body: some View {
    TagFlow {
      ForEach(["swift", "terminal", "keyboard", "layout", "cells"], id: \.self) { Text("#\($0)") }
    }
    .pinnedTopLeading()
  }
}

/// Names listed in one order and ranked in another.
private struct Leaderboard: View {
  var padded = false

  var body: some View {
    RankedColumn {
      Text("Ada").padding(.leading, padded ? 1 : 0).layoutValue(key: Rank.self, value: 3)
      Text("Grace").layoutValue(key: Rank.self, value: 1).padding(.leading, padded ? 1 : 0)
      Text("Linus").layoutValue(key: Rank.self, value: 2).padding(.leading, padded ? 1 : 0)
    }
    .pinnedTopLeading()
  }
}

/// A layout that sizes itself to the proposal and places nothing.
private struct PlacesNothing: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A layout answering sizes and positions no screen holds.
private struct Wild: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: -5)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: CGFloat.infinity, y: -CGFloat.greatestFiniteMagnitude),
        proposal: ProposedViewSize(width: .infinity, height: .nan))
    }
  }
}

/// A label and a field side by side on a wide window, one above the other on a narrow one.
private struct AdaptiveNameForm: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var name = ""

  var body: some View {
    let layout =
      sizeClass == .compact
      ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    layout {
      Text("Name")
      TextField("Name", text: $name)
    }
    .pinnedTopLeading()
  }
}

/// Counts what a layout did with its cache.
@MainActor
private final class CacheLog {
  var made = 0
  var updated = 0
}

/// A layout that stacks rows and counts its cache's making and updating.
private struct CountingColumn: Layout {
  let log: CacheLog

  func makeCache(subviews: Subviews) -> Int {
    log.made += 1
    return subviews.count
  }

  func updateCache(_ cache: inout Int, subviews: Subviews) {
    log.updated += 1
    cache = subviews.count
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: CGFloat(cache))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int
  ) {
    for (row, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row)), proposal: .unspecified)
    }
  }
}

/// A button that changes what the counting column holds.
private struct CountedRows: View {
  let log: CacheLog
  @State private var taps = 0

  var body: some View {
    CountingColumn(log: log) {
      Button("Tap") { taps += 1 }
      Text("Taps: \(taps)")
    }
  }
}

extension View {
  /// The view in the top leading corner of the screen, where a test reads it from row 0.
  fileprivate func pinnedTopLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
