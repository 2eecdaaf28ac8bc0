import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// The Observation data flow, as a user of the reading list sees it.
@MainActor
@Suite struct ObservationBehaviourTests {
  @Test(arguments: [80, 140])
  func editingThroughABindableModelRedrawsTheList(columns: Int) throws {
    let host = TestHost(ReadingRoot(), columns: columns, rows: 12)
    #expect(host.row(containing: "Middlemarch") != nil)
    #expect(host.row(containing: "Emma") == nil)
    try host.play("\"Emma\" enter")
    #expect(host.row(containing: "Emma") != nil)
    // The field was cleared through the same model.
    let field = try #require(host.row(containing: "New book"))
    #expect(!host.lines[field].contains("Emma"))
  }
}
