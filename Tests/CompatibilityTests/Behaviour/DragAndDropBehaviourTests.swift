import Keystroke
import KeystrokeTesting
import Testing

/// Drag sources and drop targets draw as the views they modify.
@MainActor
@Suite struct DragAndDropBehaviourTests {
  @Test func aDropTrayDrawsItsNamesAndCount() {
    let host = TestHost(DropTray(), columns: 30, rows: 4)
    #expect(host.row(containing: "beach.jpg") != nil)
    #expect(host.row(containing: "harbour.jpg") != nil)
    #expect(host.row(containing: "Dropped: 0") != nil)
  }
}
