import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A list beside a button, so focus can be on the list or away from it.
private struct PickList: View {
  let names: [String]
  @State private var selection: String?

  var body: some View {
    VStack(alignment: .leading) {
      List(names, id: \.self, selection: $selection) { Text($0) }
        .frame(height: 4)
      Button("Other") {}
    }
  }
}

@MainActor
@Suite struct SelectionHighlightTests {
  private let accent = Color.accentColor.terminalColor

  @Test(arguments: [80, 140])
  func theFocusedListsSelectedRowIsAnAccentBar(columns: Int) throws {
    let host = TestHost(PickList(names: ["Alpha", "Beta"]), columns: columns, rows: 10)
    try host.play("down")
    let row = try #require(host.row(containing: "Alpha"))
    let style = host.style(column: 0, row: row)
    #expect(style.attributes.contains(.reverse))
    #expect(style.foreground == accent)
    // The whole row is the bar, not only the text.
    #expect(host.style(column: columns - 2, row: row).attributes.contains(.reverse))
    let other = try #require(host.row(containing: "Beta"))
    #expect(!host.style(column: 0, row: other).attributes.contains(.reverse))
  }

  @Test(arguments: [80, 140])
  func aSelectedRowWithoutFocusLooksDifferent(columns: Int) throws {
    let host = TestHost(PickList(names: ["Alpha", "Beta"]), columns: columns, rows: 10)
    try host.play("down tab")
    let row = try #require(host.row(containing: "Alpha"))
    let text = host.style(column: 0, row: row)
    #expect(!text.attributes.contains(.reverse))
    #expect(text.attributes.isSuperset(of: [.bold, .underline]))
    #expect(text.foreground == SelectionHighlight.readableText(accent))
    // Blanks after the text are not underlined.
    #expect(!host.style(column: 10, row: row).attributes.contains(.underline))
    let button = try #require(host.row(containing: "Other"))
    #expect(host.style(column: 2, row: button).attributes.contains(.reverse))
  }

  @Test(arguments: [80, 140])
  func aFocusedEmptyListShowsWhereFocusIs(columns: Int) throws {
    let host = TestHost(PickList(names: []), columns: columns, rows: 10)
    // The list's first row is four rows above the button.
    let row = try #require(host.row(containing: "Other")) - 4
    #expect(host.style(column: 0, row: row).attributes.contains(.reverse))
    #expect(host.style(column: 0, row: row).foreground == accent)
    try host.play("tab")
    #expect(!host.style(column: 0, row: row).attributes.contains(.reverse))
  }

  @Test func withoutColoursTheMarksStayDistinct() {
    let focused = SelectionHighlight.style(.plain, .focused, tint: accent)
    let inactive = SelectionHighlight.style(.plain, .inactive, tint: accent)
    let none = ColorDownsampler.resolve(focused, depth: .none)
    let noneInactive = ColorDownsampler.resolve(inactive, depth: .none)
    #expect(none.attributes.contains(.reverse))
    #expect(!noneInactive.attributes.contains(.reverse))
    #expect(noneInactive.attributes.contains(.underline))
  }

  @Test func aDestructiveButtonKeepsItsRedWhenFocused() {
    let red = CellStyle(foreground: Color.red.terminalColor)
    let marked = SelectionHighlight.style(red, .focused, tint: accent, keepsColor: true)
    #expect(marked.foreground == Color.red.terminalColor)
    #expect(marked.attributes.contains(.reverse))
  }
}
