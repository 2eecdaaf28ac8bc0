import Keystroke
import KeystrokeTesting
import Testing

/// `.contentMargins` in `MarginedRows`: the content is inset inside the scroll view.
@MainActor
@Suite struct ContentMarginsBehaviourTests {
  @Test func theContentIsInsetByTheMargins() {
    let host = TestHost(MarginedRows(), columns: 20, rows: 5)
    // One row above the content, two columns before it; the indicators' margin adds none.
    #expect(!host.lines[0].contains("Row"))
    #expect(host.lines[1].hasPrefix("  Row 1"))
    #expect(host.lines[2].hasPrefix("  Row 2"))
  }
}
