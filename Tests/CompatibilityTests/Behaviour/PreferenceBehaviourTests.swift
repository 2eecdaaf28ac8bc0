import Keystroke
import KeystrokeTesting
import Testing

/// The preference coverage page behaves as it would in SwiftUI.
@MainActor
@Suite struct PreferenceBehaviourTests {
  @Test(arguments: [80, 140])
  func readersShowTheValuesTheirContentSet(columns: Int) {
    let host = TestHost(PreferencePage(), columns: columns, rows: 5)
    // The overlay reads the titles in the same update that set them.
    #expect(host.row(containing: "Intro · Usage*") != nil)
    // `onPreferenceChange` ran after that update; its state change shows in the next one.
    host.host.update()
    #expect(host.row(containing: "Sections: 2") != nil)
  }
}
