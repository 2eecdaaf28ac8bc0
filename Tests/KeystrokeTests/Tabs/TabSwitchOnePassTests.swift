import KeystrokeCore
import Testing

@testable import Keystroke

/// Three tabs switched by ⌘1–⌘3: two lists and a tab with nothing to focus.
private struct ThreeTabs: View {
  enum Pane: Hashable { case names, cities, about }

  @State private var pane = Pane.names
  @State private var name: String?
  @State private var city: String?

  var body: some View {
    VStack(alignment: .leading) {
      TabView(selection: $pane) {
        Tab("Names", systemImage: "person", value: Pane.names) {
          VStack(alignment: .leading) {
            Text("Name: \(name ?? "none")")
            List(["Ada", "Grace", "Linus"], id: \.self, selection: $name) { Text($0) }
          }
        }
        Tab("Cities", systemImage: "building", value: Pane.cities) {
          VStack(alignment: .leading) {
            Text("City: \(city ?? "none")")
            List(["Oslo", "Lima", "Pune"], id: \.self, selection: $city) { Text($0) }
          }
        }
        Tab("About", systemImage: "info", value: Pane.about) {
          Text("Nothing to choose here")
        }
      }
      HStack {
        Button("Names") { pane = .names }.keyboardShortcut("1")
        Button("Cities") { pane = .cities }.keyboardShortcut("2")
        Button("About") { pane = .about }.keyboardShortcut("3")
      }
    }
  }
}

/// A tab switch moves focus while the new tab is built (`ViewGraph.claimFocus(for:)`), so it
/// takes one pass, and focus lands where the host's own rules would put it.
@MainActor
@Suite struct TabSwitchOnePassTests {
  private func bar(_ host: ViewHost) -> TabBarElement? {
    host.rootElement?.first(TabBarElement.self)
  }

  @Test(arguments: [60, 120])
  func switchingFromAListToAListTakesOnePassAndFocusesTheNewList(columns: Int) throws {
    let host = ViewHost(ThreeTabs(), width: columns, height: 14)
    host.update()
    try host.press("cmd+1")
    try host.press("cmd+2")
    #expect(host.passesInLastUpdate == 1)
    try host.press("down down")
    #expect(host.lines.contains { $0.contains("City: Lima") })
    // Back to the names: one pass, and that list has the keys again.
    try host.press("cmd+1")
    #expect(host.passesInLastUpdate == 1)
    try host.press("down")
    #expect(host.lines.contains { $0.contains("Name: Ada") })
    #expect(bar(host)?.isFocused == false)
  }

  @Test(arguments: [60, 120])
  func aTabWithNothingToFocusGivesFocusToTheBarInOnePass(columns: Int) throws {
    let host = ViewHost(ThreeTabs(), width: columns, height: 14)
    host.update()
    try host.press("cmd+2 down")
    #expect(host.lines.contains { $0.contains("City: Oslo") })
    try host.press("cmd+3")
    #expect(host.passesInLastUpdate == 1)
    #expect(bar(host)?.isFocused == true)
    // The bar has the keys: ← goes back to Cities, whose list comes back without its mark
    // and does not take ↓ while the bar has focus: the bar's ↓ moves focus into the list.
    try host.press("left")
    #expect(host.lines.contains { $0.contains("City: Oslo") })
    try host.press("down")
    #expect(host.lines.contains { $0.contains("City: Oslo") })
    #expect(bar(host)?.isFocused == false)
  }

  @Test(arguments: [60, 120])
  func aSwitchAwayFromTheFocusedBarTakesItsMarkInOnePass(columns: Int) throws {
    let host = ViewHost(ThreeTabs(), width: columns, height: 14)
    host.update()
    // Focus starts on the bar.
    #expect(bar(host)?.isFocused == true)
    try host.press("cmd+2")
    #expect(host.passesInLastUpdate == 1)
    #expect(bar(host)?.isFocused == false)
    try host.press("down")
    #expect(host.lines.contains { $0.contains("City: Oslo") })
  }
}
