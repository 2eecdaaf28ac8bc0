import KeystrokeTesting
import Testing

@testable import Keystroke

/// A photo's caption with a context menu and a preview, as an app lists its pictures.
private struct Photo: View {
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("harbour.jpg") { log.append("open") }
        .contextMenu {
          Button("Share") { log.append("share") }
          Button("Rename") { log.append("rename") }
        } preview: {
          VStack(alignment: .leading, spacing: 0) {
            Text("Harbour at dawn")
            Text("4032 × 3024")
            Button("Like") { log.append("like") }
          }
        }
      Text("Log: " + log.joined(separator: ","))
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

private struct Shot: Identifiable {
  let id: Int
  let name: String
}

/// A table of photos whose rows have a context menu with a preview.
private struct ShotTable: View {
  @State private var selection: Shot.ID?
  @State private var log = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(of: Shot.self, selection: $selection) {
        TableColumn("Name", value: \.name)
      } rows: {
        ForEach([Shot(id: 1, name: "pier.png"), Shot(id: 2, name: "quay.png")]) { shot in
          TableRow(shot)
            .contextMenu {
              Button("Delete \(shot.name)") { log = "deleted \(shot.id)" }
            } preview: {
              Text("Preview of \(shot.name)")
            }
        }
      }
      Text("log: \(log)")
    }
  }
}

@MainActor
@Suite struct ContextMenuPreviewTests {
  @Test(arguments: [80, 140])
  func aWideTerminalShowsThePreviewBesideTheItems(columns: Int) throws {
    let host = TestHost(Photo(), columns: columns, rows: 12)
    #expect(!host.text.contains("Harbour at dawn"))
    try host.play("shift+f10")
    let share = try #require(host.row(containing: "Share"))
    let caption = try #require(host.row(containing: "Harbour at dawn"))
    #expect(share == caption)
    let line = host.lines[share]
    #expect(line.distance(to: "Harbour at dawn") > line.distance(to: "Share"))
    #expect(line.contains("│ Harbour at dawn"))
    #expect(host.row(containing: "4032 × 3024") == share + 1)
    #expect(host.row(containing: "Rename") == share + 1)
  }

  @Test func aNarrowTerminalShowsThePreviewAboveTheItems() throws {
    let host = TestHost(Photo(), columns: 24, rows: 16)
    try host.play("shift+f10")
    let caption = try #require(host.row(containing: "Harbour at dawn"))
    let share = try #require(host.row(containing: "Share"))
    #expect(caption < share)
    #expect(host.lines[share - 1].contains("───"))
    #expect(host.text.contains("Rename"))
  }

  @Test func aTerminalWithNoRoomLeavesThePreviewOutAndKeepsTheItems() throws {
    let host = TestHost(Photo(), columns: 24, rows: 7)
    try host.play("shift+f10")
    #expect(host.text.contains("Share"))
    #expect(host.text.contains("Rename"))
    #expect(!host.text.contains("Harbour"))
  }

  @Test func keysRunTheItemsAndThePreviewTakesNoFocus() throws {
    let host = TestHost(Photo(), columns: 80, rows: 12)
    try host.play("shift+f10 tab down enter")
    #expect(host.text.contains("Log: rename"))
    #expect(!host.text.contains("Harbour at dawn"))
    let again = TestHost(Photo(), columns: 80, rows: 12)
    try again.play("shift+f10 esc")
    #expect(!again.text.contains("Harbour at dawn"))
    #expect(again.text.contains("Log: \n") || again.lines.contains("Log:"))
  }

  @Test(arguments: [80, 140])
  func aTableRowsMenuShowsItsOwnPreview(columns: Int) throws {
    let host = TestHost(ShotTable(), columns: columns, rows: 12)
    host.host.update(force: true)
    try host.play("down down shift+f10")
    let item = try #require(host.row(containing: "Delete quay.png"))
    #expect(host.lines[item].contains("Preview of quay.png"))
    #expect(!host.text.contains("pier.png │"))
    try host.play("return")
    #expect(host.text.contains("log: deleted 2"))
  }
}

extension String {
  /// The column where `text` starts (ASCII lines only).
  fileprivate func distance(to text: String) -> Int {
    guard let range = range(of: text) else { return 0 }
    return distance(from: startIndex, to: range.lowerBound)
  }
}
