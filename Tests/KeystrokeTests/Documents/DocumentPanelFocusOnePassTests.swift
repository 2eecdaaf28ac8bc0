import KeystrokeTesting
import Testing

@testable import Keystroke

/// A document window builds its panels and alerts after its content, and only while one may
/// be up (`OnDemandPresentations`). Opening one takes focus off the editor before the content
/// is built (`ViewGraph.leaveFocus(forLayerOpeningAfter:)`), so the panel opens with focus in
/// it, in one pass, and gives focus back to the editor when it closes.
@MainActor
@Suite struct DocumentPanelFocusOnePassTests {
  private func focusIsInFrontLayer(_ host: TestHost) -> Bool {
    let record = host.host.interactions
    guard let target = record.focusTarget(id: host.host.focusedNodeID) else { return false }
    return target.layer == record.frontLayer
  }

  @Test func theOpenPanelTakesFocusFromTheEditorInOnePass() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"draft\"")
    #expect(host.host.interactions.layers.isEmpty)
    try host.play("cmd+o")
    #expect(host.host.interactions.layers.count == 1)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(focusIsInFrontLayer(host))
    try host.play("escape")
    #expect(host.host.interactions.layers.isEmpty)
    try host.play("\" again\"")
    #expect(host.row(containing: "draft again") != nil)
  }

  /// The file picker closing as the alert for the file it could not open takes its place: the
  /// alert takes focus in the same pass, and closing it gives focus back to the editor.
  @Test func anAlertTakingThePanelsPlaceTakesFocusInOnePass() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"draft\" cmd+o tab \"missing.txt\" enter")
    #expect(host.row(containing: "“missing.txt” could not be opened") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(focusIsInFrontLayer(host))
    #expect(host.host.focusedText?.contains("OK") == true)
    try host.play("enter")
    #expect(host.host.interactions.layers.isEmpty)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\" again\"")
    #expect(host.row(containing: "draft again") != nil)
  }
}
