import KeystrokeTesting
import Testing

@testable import Keystroke

/// A window with a button above a split view: a list of rooms in the sidebar and a detail
/// with its own buttons, each counting its presses.
private struct RoomsApp: App {
  var body: some Scene {
    WindowGroup {
      Rooms()
    }
  }
}

private struct Rooms: View {
  @State private var room: String?
  @State private var presses: [String] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Help") { presses.append("help") }
      NavigationSplitView {
        List(["Hall", "Kitchen", "Study"], id: \.self, selection: $room) { Text($0) }
      } detail: {
        VStack(alignment: .leading, spacing: 0) {
          Text("Room: \(room ?? "none")")
          Button("Light") { presses.append("light") }
          Button("Heat") { presses.append("heat") }
          Text("Pressed: \(presses.joined(separator: ","))")
        }
      }
    }
  }
}

/// When the column holding focus stops being shown (the sidebar hidden, a compact window
/// moving on to the detail or back), the first control of what is shown takes focus as it is
/// built: one pass, and focus stays in the split view instead of falling to the window's
/// first control.
@MainActor
@Suite struct SplitViewFocusOnePassTests {
  @Test func hidingTheSidebarFocusesTheDetailsFirstControlInOnePass() throws {
    let host = TestHost(app: RoomsApp.self, columns: 120, rows: 12)
    try host.play("tab down")
    #expect(host.row(containing: "Room: Hall") != nil)
    try host.play("ctrl+cmd+s")
    #expect(host.row(containing: "Kitchen") == nil)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(host.row(containing: "Pressed: light") != nil)
  }

  @Test func aCompactWindowMovesFocusToTheDetailAndBackInOnePassEach() throws {
    let host = TestHost(app: RoomsApp.self, columns: 60, rows: 12)
    try host.play("tab down enter")
    #expect(host.row(containing: "Room: Hall") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(host.row(containing: "Pressed: light") != nil)
    try host.play("escape")
    #expect(host.row(containing: "Kitchen") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    // The list has focus again: ↓ chooses the next room, and Return shows it.
    try host.play("down enter")
    #expect(host.row(containing: "Room: Kitchen") != nil)
  }
}
