import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// Several windows: New and Search act on the active window's goal list, even with its sidebar
/// collapsed.
@MainActor
@Suite struct GoalWindowJourneyTests {
  @Test(arguments: [80, 140]) func newAndSearchLandInTheActiveWindow(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s")
    try host.play("f10 right")
    #expect(host.text.contains("New Window"))
    try host.play("enter")
    // The second window has its own selection: nothing chosen yet.
    #expect(columns < 100 || host.text.contains("Select a goal"))
    try host.play("ctrl+cmd+s cmd+n \"Read\" tab \"30\" cmd+s")
    #expect(host.text.contains("Target: 30 times weekly"))
    try host.play("ctrl+cmd+s cmd+f \"re\"")
    #expect(host.row(containing: "⌕ re") != nil)
    try host.play("cmd+`")
    // The first window kept its own state: no search typed, Run still its goal.
    #expect(host.row(containing: "⌕ re") == nil)
    #expect(host.text.contains("Search goals"))
    #expect(host.text.contains("Read 0%"))
    if columns >= 100 { #expect(host.text.contains("Target: 20 times weekly")) }
    try host.play("cmd+n")
    #expect(host.showsGoalForm)
    try host.play("esc cmd+`")
    #expect(!host.showsGoalForm)
    #expect(host.row(containing: "⌕ re") != nil)
  }
}
