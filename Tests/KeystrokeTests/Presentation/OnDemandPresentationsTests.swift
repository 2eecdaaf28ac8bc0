import KeystrokeTesting
import Testing

@testable import Keystroke

/// How often the presentations were made.
@MainActor
private final class MadeCount {
  var value = 0
}

/// A tally and a button that opens a sheet, the sheet built only while it is up.
private struct PanelWindow: View {
  @State private var showing = false
  @State private var made = MadeCount()
  @State private var count = 0

  var body: some View {
    OnDemandPresentations(
      content: VStack {
        Text("count \(count) made \(made.value)")
        Button("Add") { count += 1 }.keyboardShortcut("a", modifiers: .control)
        Button("Open") { showing = true }.keyboardShortcut("o", modifiers: .control)
      },
      isActive: showing,
      presentations: {
        made.value += 1
        return EmptyView().sheet(isPresented: $showing) {
          Button("Close Panel") { showing = false }.keyboardShortcut("w", modifiers: .control)
        }
      })
  }
}

private struct PanelApp: App {
  var body: some Scene {
    WindowGroup { PanelWindow() }
  }
}

/// Presentations that are not up cost nothing, and coming and going they leave the content
/// and its state where they were.
@MainActor
@Suite struct OnDemandPresentationsTests {
  /// The made count the tally line shows, when it shows `count`.
  private func madeCount(_ host: TestHost, count: Int) -> Int? {
    let line = host.lines.first { $0.contains("count \(count) made ") }
    return line?.split(separator: " ").last.flatMap { Int($0) }
  }

  @Test func presentationsAreMadeOnlyWhileActiveAndTheContentKeepsItsState() throws {
    let host = TestHost(app: PanelApp.self, columns: 50, rows: 14)
    try host.play("ctrl+a ctrl+a")
    #expect(madeCount(host, count: 2) == 0)
    try host.play("ctrl+o")
    #expect(host.row(containing: "Close Panel") != nil)
    try host.play("ctrl+w")
    #expect(host.row(containing: "Close Panel") == nil)
    // The tally kept its count under the sheet. The presentations were made while the sheet
    // was up, and are not made again once it is closed, whatever else updates.
    let made = madeCount(host, count: 2)
    #expect((made ?? 0) > 0)
    try host.play("ctrl+a ctrl+a")
    #expect(madeCount(host, count: 4) == made)
  }
}
