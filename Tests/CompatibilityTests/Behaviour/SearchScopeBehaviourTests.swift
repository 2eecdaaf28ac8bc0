import Keystroke
import KeystrokeTesting
import Testing

/// Scopes show beside a search field while searching and narrow the search when chosen.
@MainActor
@Suite struct SearchScopeBehaviourTests {
  @Test func theScopesShowWhileTheFieldHasFocusAndNarrowTheSearch() throws {
    let host = TestHost(LibrarySearch(), columns: 70, rows: 14)
    // The field is the first control and has focus: the scopes, tagged by their `ForEach`
    // identity, show beside it.
    let field = try #require(host.row(containing: "⌕"))
    #expect(host.lines[field].contains("Songs │ Albums │ Artists"))
    #expect(host.row(containing: "Naima") != nil)
    try host.play("tab right")
    #expect(host.row(containing: "Kind of Blue") != nil)
    #expect(host.row(containing: "Naima") == nil)
    try host.play("\"gi\"")
    #expect(host.row(containing: "Giant Steps") != nil)
    #expect(host.row(containing: "Kind of Blue") == nil)
  }

  @Test func onTextEntryTheScopesWaitForTyping() throws {
    let host = TestHost(TypedLibrarySearch(), columns: 70, rows: 14)
    #expect(host.row(containing: "Artists") == nil)
    try host.play("\"k\"")
    #expect(host.row(containing: "Songs │ Albums │ Artists") != nil)
  }
}
