import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app whose only command matching "delete" destroys something.
private struct FinalPickApp: App {
  @State private var log: [String] = []

  var body: some Scene {
    WindowGroup {
      Text("Log: \(log.joined(separator: ","))")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Items") {
        Button("Delete All", role: .destructive) { log.append("deleted") }
        Button("Archive") { log.append("archived") }
      }
    }
  }
}

/// When the palette's only matches close, quit or destroy, Return does not run one at once
/// (`PaletteAndHintTests`), but it is not ignored either: it picks the first, and a second
/// Return runs it.
@MainActor
@Suite struct PaletteFinalPickTests {
  /// Whether `text` is drawn in reverse video (the palette's highlight).
  private func isHighlighted(_ text: String, in host: TestHost) throws -> Bool {
    let row = try #require(host.row(containing: text))
    let line = host.lines[row]
    let start = try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
    return host.style(column: start, row: row).attributes.contains(.reverse)
  }

  @Test(arguments: [50, 120])
  func returnPicksTheOnlyMatchThenRunsIt(columns: Int) throws {
    let host = TestHost(app: FinalPickApp.self, columns: columns, rows: 20)
    try host.play("cmd+shift+p \"delete\"")
    #expect(try !isHighlighted("Items: Delete All", in: host))
    try host.play("enter")
    #expect(host.row(containing: "> delete") != nil)
    #expect(host.row(containing: "deleted") == nil)
    #expect(try isHighlighted("Items: Delete All", in: host))
    try host.play("enter")
    #expect(host.row(containing: "> delete") == nil)
    #expect(host.row(containing: "Log: deleted") != nil)
  }
}
