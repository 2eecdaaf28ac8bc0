import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Expenses: View {
  var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Item")
        Text("Cost")
        Text("Note")
      }
      Divider()
      GridRow {
        Text("Coffee")
        Text("3")
        Text("morning")
      }
      GridRow {
        Text("Sandwich with cheese")
        Text("12")
      }
      GridRow {
        Text("Spanning two columns").gridCellColumns(2)
        Text("x")
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct GridTests {
  @Test(arguments: [80, 140])
  func columnsAreAsWideAsTheirWidestCell(columns: Int) {
    let host = TestHost(Expenses(), columns: columns, rows: 8)
    #expect(
      Array(host.lines.prefix(6)) == [
        "Item                 Cost Note",
        String(repeating: "─", count: 33),
        "Coffee               3    morning",
        "Sandwich with cheese 12",
        "Spanning two columns      x",
        "",
      ])
  }

  @Test func alignmentAndSpacing() {
    let host = TestHost(
      Grid(alignment: .trailing, horizontalSpacing: 3, verticalSpacing: 1) {
        GridRow {
          Text("a")
          Text("long")
        }
        GridRow {
          Text("wide")
          Text("b")
        }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 80, rows: 5)
    #expect(Array(host.lines.prefix(3)) == ["   a   long", "", "wide      b"])
  }

  @Test func tooWideColumnsNarrowTheWidestAndWrap() {
    let host = TestHost(
      Grid(alignment: .topLeading) {
        GridRow {
          Text("short")
          Text("a rather long cell that cannot fit in the narrow window")
        }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 30, rows: 6)
    #expect(host.lines.allSatisfy { $0.count <= 30 })
    #expect(host.lines[0].hasPrefix("short "))
    #expect(host.lines[1].hasPrefix("      "))
  }

  @Test func columnArithmetic() {
    typealias Span = GridColumns.Span
    let rows = [
      [Span(width: 4, columns: 1), Span(width: 2, columns: 1)],
      [Span(width: 10, columns: 2)],
    ]
    #expect(GridColumns.widths(rows: rows, spacing: 1, available: nil) == [4, 5])
    #expect(GridColumns.widths(rows: rows, spacing: 1, available: 7) == [3, 3])
    #expect(GridColumns.total([3, 3], spacing: 1) == 7)
    #expect(GridColumns.widths(rows: [], spacing: 1, available: 10) == [])
  }

  @Test(arguments: [80, 140])
  func adaptiveColumnsFillTheWidth(columns: Int) {
    let host = TestHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))], alignment: .leading) {
        ForEach(0..<30) { Text("Item \($0)") }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: 12)
    let perRow = (columns + 1) / 11
    #expect(host.lines[0].components(separatedBy: "Item").count - 1 == perRow)
    #expect(host.lines[1].hasPrefix("Item \(perRow) "))
  }

  @Test func fixedAndFlexibleColumns() {
    let host = TestHost(
      LazyVGrid(columns: [GridItem(.fixed(6)), GridItem(.flexible())], alignment: .leading) {
        Text("A")
        Text("first")
        Text("B")
        Text("second")
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 40, rows: 4)
    #expect(host.lines[0] == "A      first")
    #expect(host.lines[1] == "B      second")
  }

  @Test func trackArithmetic() {
    let tracks = GridTracks.resolve(
      [GridItem(.fixed(5)), GridItem(.flexible(minimum: 3, maximum: 10)), GridItem(.flexible())],
      available: 40, ideal: 4, defaultSpacing: 1)
    #expect(tracks.map(\.length) == [5, 10, 16])
    let adaptive = GridTracks.resolve(
      [GridItem(.adaptive(minimum: 8))], available: 30, ideal: 4, defaultSpacing: 1)
    #expect(adaptive.count == 3)
    #expect(GridTracks.total(adaptive) <= 30)
    #expect(GridTracks.resolve([], available: 30, ideal: 4, defaultSpacing: 1) == [])
  }

  @Test func aHorizontalGridFlowsDownThenAcross() {
    let host = TestHost(
      LazyHGrid(rows: [GridItem(), GridItem()]) {
        ForEach(0..<5) { Text("c\($0)") }
      }
      .frame(height: 2)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 80, rows: 4)
    #expect(host.lines[0].hasPrefix("c0 c2 c4"))
    #expect(host.lines[1].hasPrefix("c1 c3"))
  }

  @Test(arguments: [80, 140])
  func lazyStacksLayOutAsStacks(columns: Int) {
    let host = TestHost(
      LazyVStack(alignment: .leading, spacing: 1, pinnedViews: [.sectionHeaders]) {
        Text("one")
        LazyHStack(spacing: 2) {
          Text("a")
          Text("b")
        }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: 4)
    #expect(Array(host.lines.prefix(3)) == ["one", "", "a  b"])
  }
}
