import KeystrokeTesting
import Testing

@testable import Keystroke

/// A window whose sheet has a Cancel and a Save button, behind a menu bar.
private struct HintFittingSheetApp: App {
  @State private var isEditing = true

  var body: some Scene {
    WindowGroup {
      Text("Goals")
        .sheet(isPresented: $isEditing) {
          VStack {
            Text("New Goal")
            HStack {
              Button("Cancel") { isEditing = false }.keyboardShortcut(.cancelAction)
              Button("Save") { isEditing = false }.keyboardShortcut("s")
            }
          }
        }
    }
    .commands {
      CommandMenu("Goals") {
        Button("Archive Goal") {}.keyboardShortcut("a", modifiers: [.command, .option])
      }
    }
  }
}

@MainActor
@Suite struct HintFittingTests {
  private func entry(_ keys: String, _ title: String, _ rank: HintLine.Rank) -> HintLine.Entry {
    HintLine.Entry(keys: keys, title: title, rank: rank)
  }

  private var line: [HintLine.Entry] {
    [
      entry("F10", "Menu", .essential), entry("⇧⌘P", "Commands", .palette),
      entry("Esc", "Cancel", .screen), entry("⌘S", "Save", .screen),
      entry("⌥⌘A", "Archive", .menuCommand),
    ]
  }

  @Test func everythingThatFitsKeepsItsOrder() {
    #expect(HintFitting.fitted(line, width: 80) == line)
  }

  @Test func aShortLineKeepsTheScreensKeysBeforeThePalettes() {
    // "F10 Menu" 8, "Esc Cancel" 10, "⌘S Save" 7, with two separators: 29.
    let kept = HintFitting.fitted(line, width: 29).map(\.title)
    #expect(kept == ["Menu", "Cancel", "Save"])
  }

  @Test func theLastHintNeedsNoTrailingSeparator() {
    #expect(HintFitting.fitted(line, width: 28).map(\.title) == ["Menu", "Cancel"])
    // Everything, to the last column: 8 + 12 + 10 + 7 + 11 and four separators.
    #expect(HintFitting.fitted(line, width: 56).count == 5)
    #expect(HintFitting.fitted(line, width: 55).count == 4)
  }

  @Test func aRankIsKeptInOrderUntilOneDoesNotFit() {
    let screen = [
      entry("F1", "Help", .screen), entry("F2", "A very long title", .screen),
      entry("F3", "Go", .screen),
    ]
    // F3 would fit after F1, but a rank stops at its first hint that does not.
    #expect(HintFitting.fitted(screen, width: 12).map(\.title) == ["Help"])
  }

  @Test func nothingFitsAWidthOfZero() {
    #expect(HintFitting.fitted(line, width: 0).isEmpty)
  }

  @Test func aNarrowSheetShowsItsOwnKeys() {
    let host = TestHost(app: HintFittingSheetApp.self, columns: 34, rows: 12)
    let bottom = host.lines[host.lines.count - 1]
    #expect(bottom.contains("F10 Menu"))
    #expect(bottom.contains("Cancel"))
    #expect(bottom.contains("Save"))
    #expect(!bottom.contains("Commands"))
    let wide = TestHost(app: HintFittingSheetApp.self, columns: 100, rows: 12)
    let all = wide.lines[wide.lines.count - 1]
    #expect(all.contains("Commands") && all.contains("Cancel") && all.contains("Archive Goal"))
    #expect(all.range(of: "Commands")!.lowerBound < all.range(of: "Cancel")!.lowerBound)
  }
}
