import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// The coverage file's container views, hosted as an app would show them.
@MainActor
@Suite struct ContainerBehaviourTests {
  private static let files = [
    FileItem(
      name: "Documents",
      children: [FileItem(name: "Taxes", children: nil), FileItem(name: "Letters", children: [])]),
    FileItem(name: "Music", children: nil),
  ]

  @Test(arguments: [80, 140])
  func theDashboardDrawsItsBoxGaugeTextAndOutline(columns: Int) throws {
    let host = TestHost(
      NavigationStack {
        StorageDashboard(used: 40, files: Self.files, updated: Date(timeIntervalSince1970: 0))
      },
      columns: columns, rows: 30)
    #expect(host.text.contains("Storage — Macintosh HD"))
    #expect(host.text.contains("┌ Disk "))
    #expect(host.text.contains("40%"))
    #expect(host.text.contains("▸ Details"))
    #expect(host.text.contains("▸ Documents"))
    #expect(host.text.contains("Files are kept for 30 days; see trash or the guide."))
    #expect(host.text.contains("Free: 88 GB"))
    try host.play("space")
    #expect(host.text.contains("▾ Details"))
    #expect(host.text.contains("Photos   12 GB"))
  }

  @Test(arguments: [80, 140])
  func thePhotoGridFallsBackToEmptyStates(columns: Int) {
    let empty = TestHost(PhotoGrid(photos: [], query: ""), columns: columns, rows: 12)
    #expect(empty.text.contains("No Photos"))
    let search = TestHost(PhotoGrid(photos: [], query: "cat"), columns: columns, rows: 12)
    #expect(search.text.contains("No Results for “cat”"))
    let grid = TestHost(
      PhotoGrid(photos: (1...6).map { "photo\($0)" }, query: ""), columns: columns, rows: 12)
    #expect(grid.text.contains("photo1"))
    #expect(grid.text.contains("photo6"))
  }

  @Test(arguments: [80, 140])
  func theFolderSidebarSelectsNestedFolders(columns: Int) throws {
    struct Host: View {
      @State var selection: String?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          FolderSidebar(folders: ContainerBehaviourTests.files, selection: $selection)
          Text("selected \(selection ?? "none")")
        }
      }
    }
    let host = TestHost(Host(), columns: columns, rows: 10)
    try host.play("down down down")
    #expect(host.text.contains("selected Letters"))
  }
}
