import Keystroke
import KeystrokeTesting
import Testing

/// Suggestions list under a focused search field and complete it when chosen.
@MainActor
@Suite struct SearchSuggestionBehaviourTests {
  @Test func suggestionsShowOnlyWhileTheFieldOrASuggestionHasFocus() throws {
    let host = TestHost(RecipeFinder(), columns: 50, rows: 16)
    // The field is the first control and has focus.
    #expect(host.row(containing: "Thai") != nil)
    #expect(host.row(containing: "Spanish") != nil)
    try host.play("down")
    #expect(host.row(containing: "Thai") != nil)
    // Past the three suggestions into the results: the suggestions go.
    try host.play("tab tab tab")
    #expect(host.row(containing: "Thai") == nil)
    #expect(host.row(containing: "Pad thai") != nil)
  }

  @Test func choosingASuggestionCompletesTheFieldAndFiltersTheResults() throws {
    let host = TestHost(RecipeFinder(), columns: 50, rows: 16)
    try host.play("down enter")
    let field = try #require(host.row(containing: "⌕"))
    #expect(host.lines[field].contains("thai"))
    #expect(host.row(containing: "Pad thai") != nil)
    #expect(host.row(containing: "Ramen") == nil)
    // Focus is back in the field: typing goes on from the completion.
    try host.play("backspace backspace backspace backspace \"spa\"")
    #expect(host.row(containing: "Spanish") != nil)
    #expect(host.row(containing: "Vietnamese") == nil)
  }

  @Test func suggestionsFollowWhatIsTyped() throws {
    let host = TestHost(RecipeFinder(), columns: 50, rows: 16)
    try host.play("\"vi\"")
    #expect(host.row(containing: "Vietnamese") != nil)
    #expect(host.row(containing: "Thai") == nil)
  }
}
