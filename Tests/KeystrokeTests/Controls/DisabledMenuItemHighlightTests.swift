import KeystrokeTesting
import Testing

@testable import Keystroke

/// What the lists below ran.
private final class RanItems {
  var entries: [String] = []
}

/// A pop-up menu and a context menu, each with its first item disabled, and all of their items
/// disabled when `allDisabled`.
private struct DisabledItemsView: View {
  let ran: RanItems
  let allDisabled: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Menu("Actions") {
        Button("Archive") { ran.entries.append("archive") }.disabled(true)
        Button("Rename") { ran.entries.append("rename") }.disabled(allDisabled)
      }
      Button("Message") { ran.entries.append("message") }
        .contextMenu {
          Button("Reply") { ran.entries.append("reply") }.disabled(true)
          Button("Forward") { ran.entries.append("forward") }.disabled(allDisabled)
        }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Pop-up and context menus draw no highlight on a disabled item, as the menu bar does: the
/// arrows skip disabled items, so a list with nothing enabled shows no highlight at all, and a
/// context menu opens on its first enabled item.
@MainActor
@Suite struct DisabledMenuItemHighlightTests {
  private func isHighlighted(_ text: String, in host: TestHost) throws -> Bool {
    let row = try #require(host.row(containing: text))
    let column = try #require(host.lines[row].range(of: text)).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.style(column: column, row: row).attributes.contains(.reverse)
  }

  @Test func aPopUpMenuWithNothingEnabledHighlightsNothing() throws {
    let host = TestHost(
      DisabledItemsView(ran: RanItems(), allDisabled: true), columns: 40, rows: 10)
    try host.play("enter")
    #expect(try !isHighlighted("Archive", in: host))
    #expect(try !isHighlighted("Rename", in: host))
  }

  @Test func aContextMenuOpensOnItsFirstEnabledItem() throws {
    let ran = RanItems()
    let host = TestHost(DisabledItemsView(ran: ran, allDisabled: false), columns: 40, rows: 10)
    try host.play("tab shift+f10")
    #expect(try !isHighlighted("Reply", in: host))
    #expect(try isHighlighted("Forward", in: host))
    try host.play("enter")
    #expect(ran.entries == ["forward"])
  }

  @Test func aContextMenuWithNothingEnabledHighlightsNothing() throws {
    let ran = RanItems()
    let host = TestHost(DisabledItemsView(ran: ran, allDisabled: true), columns: 40, rows: 10)
    try host.play("tab shift+f10")
    #expect(try !isHighlighted("Reply", in: host))
    #expect(try !isHighlighted("Forward", in: host))
    try host.play("enter")
    #expect(ran.entries.isEmpty)
  }
}
