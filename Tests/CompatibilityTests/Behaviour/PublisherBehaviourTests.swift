import Keystroke
import KeystrokeTesting
import Testing

/// The publisher coverage page behaves as it would in SwiftUI.
@MainActor
@Suite struct PublisherBehaviourTests {
  @Test(arguments: [80, 140])
  func theStopwatchCountsTimerTicksOnTheVirtualClock(columns: Int) throws {
    let host = TestHost(StopwatchView(), columns: columns, rows: 3)
    #expect(host.row(containing: "Elapsed: 0s") != nil)
    try host.play("wait:3s")
    #expect(host.row(containing: "Elapsed: 3s") != nil)
    try host.play("wait:1500ms wait:500ms")
    #expect(host.row(containing: "Elapsed: 5s") != nil)
  }

  @Test(arguments: [80, 140])
  func theStatusScreenShowsItsFirstValues(columns: Int) {
    let model = UploadModel()
    let host = TestHost(UploadStatusView(model: model), columns: columns, rows: 6)
    host.host.update()
    #expect(host.row(containing: "Uploads") != nil)
    #expect(host.row(containing: "Progress: 0%") != nil)
    #expect(host.row(containing: "Saved: nothing") != nil)
  }
}
