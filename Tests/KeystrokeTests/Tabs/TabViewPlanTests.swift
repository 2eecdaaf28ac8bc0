import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct TabViewPlanTests {
  private func entry(
    _ title: String, id: String? = nil, section: String? = nil, role: TabRole? = nil,
    tabBar: Visibility = .automatic
  ) -> TabEntry {
    TabEntry(
      key: id ?? title, title: title, systemImage: nil, value: nil, role: role,
      content: EmptyView(), customizationID: id, tabBarVisibility: tabBar,
      section: section.map { TabSectionInfo(key: $0, title: $0) })
  }

  private var seedEntries: [TabEntry] {
    [
      entry("Nearby", id: "n"), entry("Search", id: "s", role: .search),
      entry("Chinese", id: "c", section: "Cuisines", tabBar: .hidden),
      entry("Korean", id: "k", section: "Cuisines", tabBar: .hidden),
      entry("Favourites", id: "f"),
    ]
  }

  @Test func tabBarSkipsSectionsHiddenFromItAndPutsSearchLast() {
    let plan = TabViewPlan(entries: seedEntries, customization: .init(), checksIDs: true)
    #expect(plan.barItems.map(\.title) == ["Nearby", "Favourites", "Search"])
    #expect(plan.barItems.last?.isSearch == true)
    #expect(plan.warnings.isEmpty)
  }

  @Test func sidebarListsSearchFirstThenSectionsWithHeaders() {
    let plan = TabViewPlan(entries: seedEntries, customization: .init(), checksIDs: true)
    #expect(
      plan.sidebarRows == [
        .tab(1), .tab(0), .header(sectionKey: "Cuisines", title: "Cuisines"), .tab(2), .tab(3),
        .tab(4),
      ])
  }

  @Test func visibleSectionIsOneTabBarItemStandingForItsTabs() {
    let entries = [
      entry("A", id: "a"), entry("B", id: "b", section: "S"), entry("C", id: "c", section: "S"),
    ]
    let plan = TabViewPlan(entries: entries, customization: .init(), checksIDs: false)
    #expect(plan.barItems.map(\.title) == ["A", "S"])
    #expect(plan.barItems[1].tabs == [1, 2])
  }

  @Test(arguments: [
    (["c", "b", "a"], ["C", "B", "A"]),
    (["c", "a"], ["C", "B", "A"]),
    ([], ["A", "B", "C"]),
    (["zzz", "c", "b", "a"], ["C", "B", "A"]),
  ])
  func savedOrderWinsAndNewItemsKeepTheirPlace(saved: [String], expected: [String]) {
    let result = TabViewPlan.arrange(["A", "B", "C"], by: saved) { $0.lowercased() }
    #expect(result == expected)
  }

  @Test func userHiddenTabLeavesBarSidebarAndPages() {
    var customization = TabViewCustomization()
    customization[sidebarVisibility: "f"] = .hidden
    let plan = TabViewPlan(entries: seedEntries, customization: customization, checksIDs: true)
    #expect(!plan.barItems.map(\.title).contains("Favourites"))
    #expect(!plan.sidebarTabs.contains(4))
    #expect(!plan.pages.contains(4))
    #expect(plan.customizeRows.first { $0.id == "f" }?.isShown == false)
  }

  @Test func userCanShowASidebarOnlySectionInTheTabBar() {
    var customization = TabViewCustomization()
    customization[sidebarVisibility: "Cuisines"] = .visible
    let plan = TabViewPlan(entries: seedEntries, customization: customization, checksIDs: true)
    #expect(plan.barItems.map(\.title) == ["Nearby", "Cuisines", "Favourites", "Search"])
  }

  @Test func missingAndDuplicateIDsAreReported() {
    let entries = [entry("A", id: "x"), entry("B", id: "x"), entry("C")]
    let plan = TabViewPlan(entries: entries, customization: .init(), checksIDs: true)
    #expect(plan.warnings.count == 2)
    #expect(plan.warnings[0].contains("no customizationID on “C”"))
    #expect(plan.warnings[1].contains("\"x\" is used by “A” and “B”"))
    let unchecked = TabViewPlan(entries: entries, customization: .init(), checksIDs: false)
    #expect(unchecked.warnings.isEmpty)
  }

  @Test func movingAndHidingChangeTheCustomization() {
    let plan = TabViewPlan(entries: seedEntries, customization: .init(), checksIDs: true)
    let rows = plan.customizeRows
    let favourites = rows.firstIndex { $0.id == "f" } ?? -1
    let moved = plan.moving(row: favourites, by: -1)
    #expect(moved[sectionID: ""] == ["n", "s", "f", "Cuisines"])
    let hidden = plan.togglingVisibility(row: favourites)
    #expect(hidden[sidebarVisibility: "f"] == .hidden)
    #expect(plan.moving(row: 0, by: -1) == TabViewCustomization())
  }

  @Test func behaviourLimitsWhatTheUserMayChange() {
    var fixed = entry("Nearby", id: "n")
    fixed.behavior = .disabled
    var pinned = entry("Home", id: "h")
    pinned.behavior = .reorderable
    let plan = TabViewPlan(entries: [fixed, pinned], customization: .init(), checksIDs: true)
    #expect(plan.togglingVisibility(row: 0) == TabViewCustomization())
    #expect(plan.moving(row: 0, by: 1) == TabViewCustomization())
    #expect(plan.togglingVisibility(row: 1) == TabViewCustomization())
    #expect(plan.moving(row: 1, by: -1)[sectionID: ""] == ["h", "n"])
  }

  @Test(arguments: [(3, 5), (8, 10), (9, 11), (12, 11), (1, 1)])
  func tabShortcutsCoverEightTabsTheLastAndNextPrevious(tabs: Int, commands: Int) {
    let result = TabShortcuts.commands(stops: (1...tabs).map { "T\($0)" }, current: 0)
    #expect(result.count == commands)
    if tabs > 8 {
      #expect(result[8].0 == KeyboardShortcut("9"))
      #expect(result[8].1 == "T\(tabs)")
    }
  }

  @Test func customizationRoundTripsThroughJSONAndRejectsUnknownVisibility() throws {
    var customization = TabViewCustomization()
    customization[sidebarVisibility: "a"] = .hidden
    customization[sidebarVisibility: "b"] = .visible
    customization.setOrder(["b", "a"], for: "")
    let data = try JSONEncoder().encode(customization)
    #expect(try JSONDecoder().decode(TabViewCustomization.self, from: data) == customization)
    let bad = Data(#"{"visibility": {"a": "sideways"}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TabViewCustomization.self, from: bad)
    }
    customization.resetVisibility()
    customization.resetSectionOrder()
    #expect(customization == TabViewCustomization())
  }
}
