import Keystroke
import KeystrokeTesting
import Testing

/// The hiking journal coverage page: spring keyframes rest where they end, an animation's
/// completion runs once its change is made, and the split view shows the journal.
@MainActor
@Suite struct TrailJournalBehaviourTests {
  @Test func springKeyframesRestWhereTheKeyframesEnd() throws {
    let host = TestHost(TrailElevation(), columns: 20, rows: 3)
    #expect(host.row(containing: "Elevation 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Elevation 100") != nil)
    try host.play("wait:2s enter")
    #expect(host.row(containing: "Elevation 200") != nil)
  }

  @Test func anAnimationsCompletionRunsAfterItsChange() throws {
    let host = TestHost(TrailCheckIn(), columns: 20, rows: 3)
    #expect(host.row(containing: "Ready 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Checked in 1") != nil)
  }

  @Test func toolbarVisibilityHidesTheTitleLineAsToolbarForDoes() {
    let shown = TestHost(TrailMapScreen(hidesBar: false), columns: 40, rows: 6)
    #expect(shown.row(containing: "Trail Map") != nil)
    let hidden = TestHost(TrailMapScreen(hidesBar: true), columns: 40, rows: 6)
    #expect(hidden.row(containing: "Trail Map") == nil)
    #expect(hidden.row(containing: "Map of the ridge") != nil)
  }

  @Test func symbolEffectsLeaveTheSymbolsAndTheirViewsWorking() throws {
    let host = TestHost(TrailAlertBell(), columns: 60, rows: 3)
    #expect(host.row(containing: "Alerts 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Alerts 1") != nil)
  }

  @Test func theJournalShowsItsTrailsAndAnEmptyDetail() {
    let host = TestHost(TrailJournalView().environment(TrailStore()), columns: 100, rows: 24)
    #expect(host.row(containing: "Lake Path") != nil)
    #expect(host.row(containing: "Summit Push") != nil)
    #expect(host.row(containing: "No Trail Selected") != nil)
  }
}
