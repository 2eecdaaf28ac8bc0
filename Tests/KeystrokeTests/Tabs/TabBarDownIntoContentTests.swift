import KeystrokeTesting
import Testing

@testable import Keystroke

/// A tab bar over a form, a list and a section: ↓ on the focused bar goes into the tab.
private struct DownIntoContentTabs: View {
  @State private var name = ""
  @State private var picked: String?

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

  @Test func downOnTheBarEntersAListWithoutChoosingARow() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // → keeps focus on the bar; ↓ moves it into the list as Tab does, the next ↓ picks.
    try host.play("right down")
    #expect(host.row(containing: "Picked: none") != nil)
    try host.play("down")
    #expect(host.row(containing: "Picked: Ada") != nil)
  }

  @Test func downOnASectionsRowGoesOnIntoTheTab() throws {
    let host = TestHost(DownIntoContentTabs(), columns: 60, rows: 12)
    // The first ↓ moves to the section's row under the bar, the second into the tab.
    try host.play("right right down \"x\"")
    #expect(host.row(containing: "Item: x") == nil)
    try host.play("down \"x\"")
    #expect(host.row(containing: "Item: x") != nil)
  }
}
