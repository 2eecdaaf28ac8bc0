import KeystrokeTesting
import Testing

@testable import Keystroke

private struct LeakSheetApp: App {
  var body: some Scene {
    WindowGroup { LeakSheetContent() }
  }
}

private struct LeakSheetContent: View {
  @State private var name = ""
  @State private var notes = ""
  @State private var isShowingSheet = false

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      TextEditor(text: $notes).frame(height: 3)
      Button("Details") { isShowingSheet = true }.keyboardShortcut("d")
      Text("name=\(name)")
    }
    .sheet(isPresented: $isShowingSheet) {
      VStack {
        TextField("Sheet", text: $name)
        Button("Done") { isShowingSheet = false }.keyboardShortcut(.defaultAction)
      }
    }
  }
}

/// Thousands of updates must leave the number of live nodes, elements and interaction records
/// flat: nothing an update builds may outlive the next one.
@MainActor
@Suite(.serialized)
struct LiveObjectCountTests {
  @Test func typingMenusAndSheetsLeaveLiveObjectsFlat() throws {
    let host = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    let round =
      "\"abc\" backspace backspace backspace f10 right esc esc tab \"x\" enter backspace "
      + "shift+tab ctrl+d enter"
    for _ in 0..<10 { try host.play(round) }
    let settled = host.liveObjectCounts()
    for _ in 0..<100 { try host.play(round) }
    let after = host.liveObjectCounts()
    #expect(settled[1] > 0)
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }

  @Test func eachHostCountsOnlyWhatItMade() throws {
    let first = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    try first.play("\"abc\" tab")
    let before = first.liveObjectCounts()
    #expect(before.allSatisfy { $0 > 0 })
    // Another host at work, as in a test running beside this one: the first host's counts
    // stay where they were.
    let second = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    try second.play("\"xyz\" f10 right esc esc ctrl+d")
    #expect(second.liveObjectCounts().allSatisfy { $0 > 0 })
    #expect(first.liveObjectCounts() == before)
  }
}
