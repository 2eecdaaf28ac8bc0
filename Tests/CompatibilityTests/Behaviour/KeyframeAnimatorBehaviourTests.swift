import Keystroke
import KeystrokeTesting
import Testing

/// The keyframe animation coverage page shows where each animator's keyframes rest.
@MainActor
@Suite struct KeyframeAnimatorBehaviourTests {
  @Test func theBellShowsItsRestingValuesBeforeAndAfterARing() throws {
    let host = TestHost(BouncingBell(), columns: 20, rows: 3)
    #expect(host.row(containing: "Bell 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Bell 1") != nil)
    try host.play("wait:2s")
    #expect(host.row(containing: "Bell 1") != nil)
  }

  @Test func aTriggerMovesTheContentToWhereTheKeyframesEnd() throws {
    let host = TestHost(LevelMeter(), columns: 20, rows: 3)
    #expect(host.row(containing: "Level 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Level 10") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Level 20") != nil)
  }

  @Test func aRepeatingAnimatorShowsItsInitialValueAndRunsNoTimer() throws {
    let host = TestHost(LoadingRow(isLoading: true, unread: 3), columns: 30, rows: 1)
    #expect(host.row(containing: "Loading") != nil)
    #expect(host.row(containing: "Unread 3") != nil)
    try host.play("wait:3s")
    #expect(host.row(containing: "Loading") != nil)
  }
}
