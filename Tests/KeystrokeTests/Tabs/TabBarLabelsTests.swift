import Testing

@testable import Keystroke

/// The tab bar's titles are labelled and measured once and kept while the bar's items stay
/// the same: a switch between tabs changes only which one is selected.
@MainActor
@Suite struct TabBarLabelsTests {
  private func items(badge: String?) -> [TabViewPlan.BarItem] {
    [
      TabViewPlan.BarItem(title: "Inbox", glyph: "✉", badge: badge, tabs: [0]),
      TabViewPlan.BarItem(title: "日本語", glyph: "•", badge: nil, tabs: [1]),
      TabViewPlan.BarItem(title: "Search", glyph: "⌕", badge: nil, tabs: [2], isSearch: true),
    ]
  }

  @Test func labelsAreMeasuredAndKeptWhileTheItemsAreTheSame() {
    let state = TabViewState()
    let first = state.barLabels(for: items(badge: "3"))
    #expect(first.map(\.text) == ["✉ Inbox (3)", "• 日本語", "⌕ Search"])
    #expect(first.map(\.columns) == [11, 8, 8])
    #expect(first.map(\.isTrailing) == [false, false, true])
    #expect(first.allSatisfy { !$0.isSelected })
    let again = state.barLabels(for: items(badge: "3"))
    #expect(again.map(\.text) == first.map(\.text))
  }

  @Test func aChangedBadgeIsLabelledAndMeasuredAgain() {
    let state = TabViewState()
    _ = state.barLabels(for: items(badge: "3"))
    let changed = state.barLabels(for: items(badge: "12"))
    #expect(changed[0].text == "✉ Inbox (12)")
    #expect(changed[0].columns == 12)
  }
}
