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
  /// The host's live objects once what its last update replaced is freed (a terminal app
  /// frees that as soon as the frame is written).
  private func counts(_ host: ViewHost) -> [Int] {
    host.releaseRetired()
    return LiveObjectCount.Kind.allCases.map { host.liveObjects.count(of: $0) }
  }

  @Test func typingMenusAndSheetsLeaveLiveObjectsFlat() throws {
    let host = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    let round =
      "\"abc\" backspace backspace backspace f10 right esc esc tab \"x\" enter backspace "
      + "shift+tab ctrl+d enter"
    for _ in 0..<10 { try host.play(round) }
    let settled = counts(host.host)
    for _ in 0..<100 { try host.play(round) }
    let after = counts(host.host)
    #expect(settled[1] > 0)
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }

  @Test func eachHostCountsOnlyWhatItMade() throws {
    let first = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    try first.play("\"abc\" tab")
    let before = counts(first.host)
    #expect(before.allSatisfy { $0 > 0 })
    // Another host at work, as in a test running beside this one: the first host's counts
    // stay where they were.
    let second = TestHost(app: LeakSheetApp.self, columns: 80, rows: 24)
    try second.play("\"xyz\" f10 right esc esc ctrl+d")
    #expect(counts(second.host).allSatisfy { $0 > 0 })
    #expect(counts(first.host) == before)
  }
}
