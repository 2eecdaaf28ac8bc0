import Keystroke
import KeystrokeTesting
import Testing

/// The earlier-style settings screen behaves as it would in SwiftUI.
@MainActor
@Suite struct EarlierNavigationBehaviourTests {
  @Test(arguments: [80, 140])
  func theNavigationViewShowsItsTitleAndTheOneValueOnChangeRuns(columns: Int) throws {
    let host = TestHost(EarlierSettingsScreen(), columns: columns, rows: 10)
    #expect(host.row(containing: "Preferences") != nil)
    #expect(host.row(containing: "Flavor") != nil)
    #expect(host.row(containing: "Changes: 0") != nil)
    // The picker has focus first; → selects the next flavour.
    try host.play("right")
    host.host.update()
    #expect(host.row(containing: "chocolate") != nil)
    #expect(host.row(containing: "Changes: 1") != nil)
  }
}
