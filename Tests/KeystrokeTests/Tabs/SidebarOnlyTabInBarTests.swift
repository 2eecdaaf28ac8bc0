import KeystrokeTesting
import Testing

@testable import Keystroke

/// A sidebar-adaptable tab view whose Regions section lives only in the sidebar; North holds
/// a list.
struct RegionTabsApp: App {
  var body: some Scene {
    WindowGroup {
      RegionTabs()
    }
  }
}

struct RegionTabs: View {
  @State private var tab = "home"
  @State private var grain: String?

  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: "home") {
        Text("Home screen")
      }
      TabSection("Regions") {
        Tab("North", systemImage: "mountain.2", value: "north") {
          VStack(alignment: .leading) {
            Text("Grain: \(grain ?? "none")")
            List(["Oats", "Rye", "Barley"], id: \.self, selection: $grain) { Text($0) }
          }
        }
        Tab("South", systemImage: "sun.max", value: "south") {
          Text("South screen")
        }
      }
      .defaultVisibility(.hidden, for: .tabBar)
      Tab("Library", systemImage: "books.vertical", value: "library") {
        Text("Library screen")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewKeyboardShortcuts()
  }
}

@MainActor
@Suite struct SidebarOnlyTabInBarTests {
  /// Whether the title `text` on the tab bar's first row is drawn selected (bold).
  private func isMarked(_ text: String, in host: TestHost) -> Bool {
    guard let range = host.lines[1].range(of: text) else { return false }
    let column = host.lines[1].distance(from: host.lines[1].startIndex, to: range.lowerBound)
    return host.style(column: column, row: 1).attributes.contains(.bold)
  }

  @Test func choosingASidebarOnlyTabShowsItsSectionSelectedInTheBar() throws {
    let host = TestHost(app: RegionTabsApp.self, columns: 60, rows: 14)
    #expect(!host.lines[1].contains("Regions"))
    try host.play("cmd+shift+p \"north\" enter")
    #expect(host.row(containing: "Grain: none") != nil)
    // The section stands in the bar, in its place, while one of its tabs is selected; the
    // row under it lists its tabs.
    let bar = host.lines[1]
    let regions = try #require(bar.range(of: "Regions"))
    #expect(try #require(bar.range(of: "Home")).lowerBound < regions.lowerBound)
    #expect(regions.upperBound < (try #require(bar.range(of: "Library"))).lowerBound)
    #expect(isMarked("Regions", in: host))
    #expect(!isMarked("Home", in: host))
    #expect(host.lines[2].contains("North") && host.lines[2].contains("South"))
    // Focus went into the tab's list, as after choosing a tab of the bar.
    try host.play("down down")
    #expect(host.row(containing: "Grain: Rye") != nil)
  }

  @Test func numberedShortcutsKeepTheirTabsWhileASectionIsShown() throws {
    let host = TestHost(app: RegionTabsApp.self, columns: 60, rows: 14)
    try host.play("cmd+shift+p \"south\" enter")
    #expect(host.row(containing: "South screen") != nil)
    // ⌘2 is still Library, not the section shown for now.
    try host.play("cmd+2")
    #expect(host.row(containing: "Library screen") != nil)
    #expect(!host.lines[1].contains("Regions"))
    // Show Next Tab goes on from where the bar shows the selection.
    try host.play("cmd+shift+p \"south\" enter cmd+shift+]")
    #expect(host.row(containing: "Library screen") != nil)
  }
}
