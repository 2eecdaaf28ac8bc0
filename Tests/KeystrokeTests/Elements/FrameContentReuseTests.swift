import KeystrokeCore
import KeystrokeTerminal
import Testing

@testable import Keystroke

/// A count the window shows and a command changes.
@MainActor
private final class Tally: ObservableObject {
  @Published var count = 0
}

/// The window: rows of text, the tally, and a sheet.
private struct TallyWindow: View {
  @ObservedObject var tally: Tally
  @State private var showsSheet = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<12, id: \.self) { Text("line \($0) of the window") }
      Text("tally \(tally.count)").bold()
      Button("Details") { showsSheet = true }.keyboardShortcut("d")
    }
    .sheet(isPresented: $showsSheet) {
      Text("Details of the tally")
    }
  }
}

@MainActor
private enum SharedTally {
  static let model = Tally()
}

private struct TallyApp: App {
  var body: some Scene {
    WindowGroup {
      TallyWindow(tally: SharedTally.model)
    }
    .commands {
      CommandMenu("Tools") {
        Button("Bump") { SharedTally.model.count += 1 }.keyboardShortcut("b")
      }
    }
  }
}

/// A frame whose window content did not change takes it from the last frame; what it shows
/// must be what drawing it would show, after menus, sheets and changes.
@MainActor
@Suite(.serialized) struct FrameContentReuseTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  /// What a screen shows: each cell's text and resolved style, row by row (two hosts intern
  /// styles in their own order, so their buffers differ where their pictures do not).
  private func picture(_ screen: ScreenBuffer) -> [String] {
    (0..<screen.height).map { y in
      (0..<screen.width).map { x in "\(screen[x, y].grapheme)\(screen.style(x: x, y: y))" }
        .joined(separator: "|")
    }
  }

  /// A host drawn once, after the tally was set, then given `keys`.
  private func fresh(columns: Int, keys: [String] = []) throws -> [String] {
    let host = ViewHost(app: TallyApp.self, width: columns, height: 20)
    host.update()
    for name in keys { host.send(try key(name)) }
    return picture(host.screen)
  }

  @Test(arguments: [80, 140])
  func menusSheetsAndChangesLeaveTheScreenADrawingWouldGive(columns: Int) throws {
    SharedTally.model.count = 0
    let host = ViewHost(app: TallyApp.self, width: columns, height: 20)
    host.update()
    let closed = host.screen
    host.send(try key("f10"))
    #expect(host.screen != closed)
    #expect(host.lines.contains { $0.contains("line 11 of the window") })
    // Moving to the next menus: each box drawn over the window, none left behind.
    for _ in 0..<3 { host.send(try key("right")) }
    #expect(
      try picture(host.screen) == fresh(columns: columns, keys: ["f10", "right", "right", "right"]))
    host.send(try key("escape"))
    #expect(picture(host.screen) == picture(closed))
    host.send(try key("cmd+b"))
    #expect(host.lines.contains { $0.contains("tally 1") })
    #expect(try picture(host.screen) == fresh(columns: columns))
    host.send(try key("cmd+d"))
    #expect(host.lines.contains { $0.contains("Details of the tally") })
    host.send(try key("escape"))
    #expect(!host.lines.contains { $0.contains("Details of the tally") })
    #expect(try picture(host.screen) == fresh(columns: columns))
    host.send(try key("f10"))
    host.send(try key("escape"))
    host.send(try key("cmd+b"))
    #expect(host.lines.contains { $0.contains("tally 2") })
    #expect(try picture(host.screen) == fresh(columns: columns))
  }

  /// As a terminal app runs: each frame written, then the buffer the next frame is drawn into
  /// cleared ahead of the next key (``ViewHost/frameWritten()``). Content taken from the last
  /// frame keeps the styles it had there.
  @Test func withEachFrameWrittenTheScreenIsStillWhatADrawingWouldGive() throws {
    SharedTally.model.count = 0
    let host = ViewHost(app: TallyApp.self, width: 80, height: 20)
    host.update()
    host.frameWritten()
    var keys: [String] = []
    for name in ["f10", "right", "escape", "cmd+d", "escape", "f10", "escape", "cmd+b"] {
      host.send(try key(name))
      host.frameWritten()
      keys.append(name)
      if name == "cmd+b" { keys = [] }
      #expect(try picture(host.screen) == fresh(columns: 80, keys: keys), "after \(name)")
    }
    #expect(host.lines.contains { $0.contains("tally 1") })
  }
}
