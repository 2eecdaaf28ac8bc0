import KeystrokeTesting
import Testing

@testable import Keystroke

/// Two sections of rows in a scroll view, their headers pinned or not.
private struct Sections: View {
  let pinned: Bool

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned ? [.sectionHeaders] : []) {
        ForEach(["Fruit", "Veg"], id: \.self) { kind in
          Section(kind) {
            ForEach(1...4, id: \.self) { Text("\(kind) \($0)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct PinnedSectionHeadersTests {
  @Test(arguments: [80, 140])
  func theCurrentSectionsHeaderStaysOnTheTopLine(columns: Int) throws {
    let host = TestHost(Sections(pinned: true), columns: columns, rows: 4)
    #expect(host.lines[0].hasPrefix("Fruit "))
    #expect(host.lines[1].hasPrefix("Fruit 1"))
    try host.play("down down")
    // The header sits over the rows that scrolled under it.
    #expect(host.lines[0].hasPrefix("Fruit "))
    #expect(!host.lines[0].contains("Fruit 1"))
    #expect(host.style(column: 0, row: 0).attributes.contains(.bold))
    #expect(host.lines[1].hasPrefix("Fruit 3"))
    // On the section's last line its header stays, with the next header right below it.
    try host.play("down down")
    #expect(host.lines[0].hasPrefix("Fruit "))
    #expect(host.lines[1].hasPrefix("Veg "))
    // Then the next section reaches the top and its header pins in turn.
    try host.play("down")
    #expect(host.lines[0].hasPrefix("Veg "))
    #expect(host.lines[1].hasPrefix("Veg 1"))
    try host.play("down")
    #expect(host.lines[0].hasPrefix("Veg "))
    #expect(host.lines[1].hasPrefix("Veg 2"))
  }

  @Test func withoutPinningHeadersScrollAway() throws {
    let host = TestHost(Sections(pinned: false), columns: 80, rows: 4)
    try host.play("down down")
    #expect(host.lines[0].hasPrefix("Fruit 2"))
  }

  @Test func pinnedRowFollowsTheSectionsEnd() {
    let section = CellRect(x: 0, y: -3, width: 10, height: 5)
    #expect(PinnedSectionElement.pinnedRow(section: section, header: 1, windowTop: 0) == 0)
    // One line of the section left: the header is on it.
    let ending = CellRect(x: 0, y: -4, width: 10, height: 5)
    #expect(PinnedSectionElement.pinnedRow(section: ending, header: 1, windowTop: 0) == 0)
    let gone = CellRect(x: 0, y: -5, width: 10, height: 5)
    #expect(PinnedSectionElement.pinnedRow(section: gone, header: 1, windowTop: 0) == nil)
    let starting = CellRect(x: 0, y: 0, width: 10, height: 5)
    #expect(PinnedSectionElement.pinnedRow(section: starting, header: 1, windowTop: 0) == nil)
  }
}
