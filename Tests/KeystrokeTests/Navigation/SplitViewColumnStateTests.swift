import KeystrokeTesting
import Testing

@testable import Keystroke

/// A sidebar whose view keeps state of its own (a tally and a filter field) beside a detail
/// with one button.
private struct TallyApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationSplitView {
        TallySidebar()
      } detail: {
        Button("Detail") {}
      }
    }
  }
}

private struct TallySidebar: View {
  @State private var tally = 0
  @State private var filter = ""
  @State private var room: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Tally \(tally)") { tally += 1 }
      TextField("Filter", text: $filter)
      List(["Hall", "Kitchen", "Study"], id: \.self, selection: $room) { Text($0) }
    }
  }
}

/// A sidebar with a button beside a detail with nothing to focus.
private struct ReadingApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationSplitView {
        TallySidebar()
      } detail: {
        Text("Nothing chosen")
      }
    }
  }
}

/// Which columns the three-column app shows, changed by its View menu's commands.
private final class ColumnChoice: ObservableObject {
  @Published var visibility = NavigationSplitViewVisibility.all
}

/// Three columns, each with one button but the detail, which has nothing to focus.
private struct ThreeColumnsApp: App {
  @StateObject private var choice = ColumnChoice()

  var body: some Scene {
    WindowGroup {
      ThreeColumns(choice: choice)
    }
    .commands {
      CommandGroup(before: .sidebar) {
        Button("All Columns") { choice.visibility = .all }.keyboardShortcut("1")
        Button("Two Columns") { choice.visibility = .doubleColumn }.keyboardShortcut("2")
        Button("Detail Only") { choice.visibility = .detailOnly }.keyboardShortcut("3")
      }
    }
  }
}

private struct ThreeColumns: View {
  @ObservedObject var choice: ColumnChoice

  var body: some View {
    NavigationSplitView(columnVisibility: $choice.visibility) {
      VStack(alignment: .leading) {
        Button("Alpha") {}
        Spacer()
      }
    } content: {
      VStack(alignment: .leading) {
        Button("Beta") {}
        Spacer()
      }
    } detail: {
      Text("Nothing chosen")
    }
  }
}

/// A column a split view stops showing keeps its state, as SwiftUI keeps it: hiding the
/// sidebar, or a compact window moving on to the detail, and coming back finds the sidebar's
/// views as they were.
@MainActor
@Suite struct SplitViewColumnStateTests {
  @Test func aHiddenSidebarKeepsItsState() throws {
    let host = TestHost(app: TallyApp.self, columns: 120, rows: 12)
    try host.play("enter enter tab \"ki\"")
    #expect(host.row(containing: "Tally 2") != nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Tally") == nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Tally 2") != nil)
    #expect(host.row(containing: "ki") != nil)
  }

  @Test func aCompactWindowKeepsTheSidebarsStateWhileTheDetailIsShown() throws {
    let host = TestHost(app: TallyApp.self, columns: 60, rows: 12)
    try host.play("enter enter enter")
    #expect(host.row(containing: "Tally 3") != nil)
    try host.play("tab tab down enter")
    #expect(host.row(containing: "Tally") == nil)
    #expect(host.row(containing: "Detail") != nil)
    try host.play("escape")
    #expect(host.row(containing: "Tally 3") != nil)
  }

  /// Moving on to a detail with nothing to focus, focus leaves the sidebar kept hidden as the
  /// detail is built: one pass, and coming back finds the sidebar as it was.
  @Test func aDetailWithNothingToFocusLeavesFocusNowhereInOnePass() throws {
    let host = TestHost(app: ReadingApp.self, columns: 60, rows: 12)
    try host.play("enter")
    #expect(host.row(containing: "Tally 1") != nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Nothing chosen") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedNodeID == nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Tally 1") != nil)
  }

  /// Coming back from that detail, focus goes back to the sidebar's view that had it, as the
  /// sidebar is built: one pass, and typing goes on in the filter field.
  @Test func comingBackFocusesTheViewTheSidebarHadInOnePass() throws {
    let host = TestHost(app: ReadingApp.self, columns: 60, rows: 12)
    try host.play("tab \"ki\"")
    try host.play("ctrl+cmd+s")
    #expect(host.host.focusedNodeID == nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Tally 0") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"t\"")
    #expect(host.row(containing: "kit") != nil)
  }

  /// Focus went from the sidebar to the middle column, then nowhere: showing every column
  /// again gives it back to the middle column, the last place it was, not the sidebar.
  @Test func focusGoesBackToTheLastColumnItLeft() throws {
    let host = TestHost(app: ThreeColumnsApp.self, columns: 140, rows: 12)
    #expect(host.host.focusedText?.contains("Alpha") == true)
    try host.play("cmd+2")
    #expect(host.host.focusedText?.contains("Beta") == true)
    // The middle column, kept whole since the first build, is built again to take focus.
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("cmd+3")
    #expect(host.host.focusedNodeID == nil)
    try host.play("cmd+1")
    #expect(host.row(containing: "Alpha") != nil)
    #expect(host.host.focusedText?.contains("Beta") == true)
  }
}
