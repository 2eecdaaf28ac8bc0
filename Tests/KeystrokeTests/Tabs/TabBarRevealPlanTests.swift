import Testing

@testable import Keystroke

/// A selected tab the tab bar leaves out shows in the bar while it is selected.
@MainActor
@Suite struct TabBarRevealPlanTests {
  private func entry(
    _ title: String, section: String? = nil, role: TabRole? = nil,
    tabBar: Visibility = .automatic
  ) -> TabEntry {
    TabEntry(
      key: title, title: title, systemImage: nil, value: nil, role: role,
      content: EmptyView(), customizationID: title.lowercased(), tabBarVisibility: tabBar,
      section: section.map { TabSectionInfo(key: $0, title: $0) })
  }

  /// The cuisines example's shape: a sidebar-only section between two tabs, search last.
  private var entries: [TabEntry] {
    [
      entry("Nearby"), entry("Chinese", section: "Cuisines", tabBar: .hidden),
      entry("Korean", section: "Cuisines", tabBar: .hidden), entry("Favourites"),
      entry("Search", role: .search),
    ]
  }

  @Test func aSidebarOnlySectionShowsInItsPlaceWithItsTabsWhileOneIsSelected() {
    let plan = TabViewPlan(entries: entries, customization: .init(), checksIDs: true)
    let items = plan.barItems(revealing: 2)
    #expect(items.map(\.title) == ["Nearby", "Cuisines", "Favourites", "Search"])
    #expect(items[1].tabs == [1, 2])
    #expect(items[1].sectionKey == "Cuisines")
    #expect(items.map(\.isRevealed) == [false, true, false, false])
  }

  @Test(arguments: [nil, 0, 3, 4])
  func aTabInTheBarRevealsNothing(selected: Int?) {
    let plan = TabViewPlan(entries: entries, customization: .init(), checksIDs: true)
    #expect(plan.barItems(revealing: selected) == plan.barItems)
  }

  @Test func aLoneTabHiddenFromTheBarShowsInItsOwnPlace() {
    let plan = TabViewPlan(
      entries: [entry("A"), entry("B", tabBar: .hidden), entry("C")], customization: .init(),
      checksIDs: true)
    let items = plan.barItems(revealing: 1)
    #expect(items.map(\.title) == ["A", "B", "C"])
    #expect(items.map(\.isRevealed) == [false, true, false])
  }

  @Test func aHiddenTabOfASectionInTheBarJoinsTheSectionsItem() {
    let plan = TabViewPlan(
      entries: [
        entry("A"), entry("B", section: "S"), entry("C", section: "S", tabBar: .hidden),
        entry("D", section: "S", tabBar: .hidden),
      ], customization: .init(), checksIDs: true)
    let items = plan.barItems(revealing: 2)
    #expect(items.map(\.title) == ["A", "S"])
    #expect(items[1].tabs == [1, 2])
    // The section is in the bar anyway: its item stays a numbered stop.
    #expect(!items[1].isRevealed)
  }

  @Test func aTabTheUserRemovedIsNotRevealed() {
    var customization = TabViewCustomization()
    customization[sidebarVisibility: "korean"] = .hidden
    let plan = TabViewPlan(entries: entries, customization: customization, checksIDs: true)
    #expect(plan.barItems(revealing: 2) == plan.barItems)
    // Its section still shows, without it, while a tab left in it is selected.
    #expect(plan.barItems(revealing: 1)[1].tabs == [1])
  }
}
