import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A sidebar of forty tabs under a header, with a section action, a footer and a bottom bar:
/// more than a terminal of sixteen rows shows.
private struct ManyTabs: View {
  let names = (1...40).map { "Room \($0)" }
  @State private var added = 0

  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home screen") }
      TabSection("Rooms") {
        ForEach(names, id: \.self) { name in
          Tab(name, systemImage: "square") { Text("Inside \(name)") }
        }
      }
      .sectionActions {
        Button("Add Room") { added += 1 }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewSidebarHeader { Text("Building") }
    .tabViewSidebarFooter { Text("\(added) added") }
    .tabViewSidebarBottomBar { Text("Signed in") }
  }
}

/// Counts the presses of the footer's button; a class, so the view's value never changes.
@MainActor
private final class Presses {
  var count = 0
}

/// Eight tabs and a footer with a button: a little more than fits above the bottom bar.
private struct FooterButtonTabs: View {
  let presses: Presses

  var body: some View {
    TabView {
      ForEach(1...8, id: \.self) { number in
        Tab("Desk \(number)", systemImage: "square") { Text("At desk \(number)") }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewSidebarFooter { Button("Foot") { presses.count += 1 } }
    .tabViewSidebarBottomBar { Text("Signed in") }
  }
}

/// A sidebar whose tabs do not fit its height scrolls them between its header and bottom bar,
/// keeping the selected tab, or the focused section action, in view.
@MainActor
@Suite struct SidebarScrollTests {
  private func host() -> TestHost {
    let host = TestHost(ManyTabs(), columns: 100, rows: 16)
    host.host.environment.settingsStore = SettingsStore(
      path: TestHost.scratchDirectory(prefix: "keystroke-sidebar") + "/settings.json")
    host.host.update(force: true)
    return host
  }

  /// The sidebar's column of each row.
  private func sidebar(_ host: TestHost) -> [String] {
    host.lines.map { String($0.prefix(TabViewRenderer.sidebarWidth)) }
  }

  @Test func theSelectedTabStaysInViewWithTheHeaderAndBottomBarInPlace() throws {
    let host = host()
    #expect(sidebar(host).first?.hasPrefix("Building") == true)
    #expect(sidebar(host).last?.hasPrefix("Signed in") == true)
    try host.play(Array(repeating: "down", count: 30).joined(separator: " "))
    #expect(host.text.contains("Inside Room 30"))
    #expect(sidebar(host).contains { $0.hasPrefix("▸ ") && $0.contains("Room 30") })
    #expect(sidebar(host).first?.hasPrefix("Building") == true)
    #expect(sidebar(host).last?.hasPrefix("Signed in") == true)
    // A scroll bar beside the tabs says there is more.
    #expect(host.lines.contains { $0.dropFirst(TabViewRenderer.sidebarWidth - 1).first == "┃" })
    try host.play("home")
    #expect(sidebar(host).contains { $0.hasPrefix("▸ ") && $0.contains("Home") })
  }

  @Test func theFocusedSectionActionIsScrolledIntoView() throws {
    let host = host()
    #expect(!host.text.contains("Add Room"))
    // From the sidebar list, Tab goes to the section's action, below the forty tabs.
    try host.play("tab")
    let row = try #require(host.lines.firstIndex { $0.hasPrefix("[ Add Room ]") })
    #expect(row > 0 && row < host.lines.count - 1)
    #expect(sidebar(host).first?.hasPrefix("Building") == true)
    #expect(sidebar(host).last?.hasPrefix("Signed in") == true)
    // A click on a tab shown there selects that tab: focus coming back to the list does not
    // scroll it first.
    let room = try #require(host.lines.firstIndex { $0.hasPrefix("  □ Room 35") })
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 4, row: room))
    #expect(host.text.contains("Inside Room 35"))
    #expect(sidebar(host).contains { $0.hasPrefix("▸ ") && $0.contains("Room 35") })
  }

  @Test func aClickOnTheBottomBarDoesNotPressAButtonScrolledUnderIt() throws {
    let presses = Presses()
    let host = TestHost(FooterButtonTabs(presses: presses), columns: 100, rows: 11)
    host.host.environment.settingsStore = SettingsStore(
      path: TestHost.scratchDirectory(prefix: "keystroke-sidebar") + "/settings.json")
    host.host.update(force: true)
    #expect(!host.text.contains("[ Foot ]"))
    for row in (host.lines.count - 2)..<host.lines.count {
      _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 3, row: row))
    }
    #expect(presses.count == 0)
    // Once scrolled into view, the same button presses.
    try host.play("tab")
    let row = try #require(host.lines.firstIndex { $0.hasPrefix("[ Foot ]") })
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 3, row: row))
    #expect(presses.count == 1)
  }

  @Test func theWheelScrollsTheTabsWithoutChangingTheSelection() throws {
    let host = host()
    #expect(sidebar(host).contains { $0.contains("Room 3 ") })
    for _ in 0..<4 {
      _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 3, row: 5))
    }
    #expect(!sidebar(host).contains { $0.contains("Room 3 ") })
    #expect(sidebar(host).contains { $0.contains("Room 20") })
    #expect(host.text.contains("Home screen"))
    _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.up), column: 3, row: 5))
    #expect(sidebar(host).contains { $0.contains("Room 12") })
  }

  @Test func aClickOnTheHeaderDoesNotSelectATabScrolledUnderIt() throws {
    let host = host()
    try host.play(Array(repeating: "down", count: 30).joined(separator: " "))
    let before = host.text
    // Row 0 is the header; a tab line scrolled above the window lies under it.
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: 0))
    _ = host.host.send(mouse: TerminalMouseEvent(.release(.left), column: 2, row: 0))
    #expect(host.text.contains("Inside Room 30"))
    #expect(host.text == before)
  }
}
