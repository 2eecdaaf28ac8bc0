import KeystrokeTesting
import Testing

@testable import Keystroke

/// A tab bar over a form, a list, a section and a button: ↓ on the focused bar goes into the
/// tab, ↑ on a first control that does not take it back to the bar.
private struct DownIntoContentTabs: View {
  @State private var name = ""
  @State private var picked: String?
  @State private var count = 0

  var body: some View {
    TabView {
      Tab("Form", systemImage: "pencil") {
        VStack(alignment: .leading) {
          TextField("Name", text: $name)
          Text("Name: \(name)")
        }
      }
      Tab("Names", systemImage: "list.bullet") {
        VStack(alignment: .leading) {
          Text("Picked: \(picked ?? "none")")
          List(["Ada", "Grace", "Linus"], id: \.self, selection: $picked) { Text($0) }
        }
      }
      TabSection("Kitchen") {
        Tab("Pantry", systemImage: "leaf") {
          TextField("Item", text: $name)
          Text("Item: \(name)")
        }
      }
      Tab("Info", systemImage: "info") {
        VStack(alignment: .leading) {
          Button("Count") { count += 1 }
          Text("Count: \(count)")
        }
      }
    }
  }
}

@MainActor
@Suite struct TabBarDownIntoContentTests {
  @Test func downOnTheBarGoesToTheTabsFirstControl() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // Focus starts on the bar; ↓ puts it in the field, so typing fills it.
    try host.play("down \"Ada\"")
    #expect(host.row(containing: "Name: Ada") != nil)
  }

  @Test func downOnTheBarEntersAListOnItsFirstRow() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // → keeps focus on the bar; ↓ moves it into the list and, nothing being chosen there
    // yet, chooses the first row (as a search field's ↓ into its results); the next ↓ moves.
    try host.play("right down")
    #expect(host.row(containing: "Picked: Ada") != nil)
    try host.play("down")
    #expect(host.row(containing: "Picked: Grace") != nil)
  }

  @Test func tabIntoAListStillChoosesNothing() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // Tab only moves focus, wherever it goes.
    try host.play("right tab")
    #expect(host.row(containing: "Picked: none") != nil)
  }

  @Test func downBackIntoAListKeepsItsChosenRow() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // Grace chosen, Shift+Tab back to the bar, ↓ again: the list keeps Grace.
    try host.play("right down down shift+tab down")
    #expect(host.row(containing: "Picked: Grace") != nil)
  }

  @Test func downOnASectionsRowGoesOnIntoTheTab() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // The first ↓ moves to the section's row under the bar, the second into the tab.
    try host.play("right right down \"x\"")
    #expect(host.row(containing: "Item: x") == nil)
    try host.play("down \"x\"")
    #expect(host.row(containing: "Item: x") != nil)
  }

  @Test func upOnTheFirstControlGoesBackToTheBar() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // ↓ to the button, Space presses it; ↑ back on the bar, so ← goes to the section.
    try host.play("end down space")
    #expect(host.row(containing: "Count: 1") != nil)
    try host.play("up left")
    #expect(host.row(containing: "Item:") != nil)
  }

  @Test func aListAtItsFirstRowKeepsUp() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    try host.play("right down down up")
    #expect(host.row(containing: "Picked: Ada") != nil)
    try host.play("down")
    #expect(host.row(containing: "Picked: Grace") != nil)
  }
}
