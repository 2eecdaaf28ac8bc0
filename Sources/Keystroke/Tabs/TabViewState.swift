/// What a tab view remembers between updates, kept in its node.
@MainActor
final class TabViewState {
  /// The selected tab's key when no selection binding says otherwise.
  var selectedKey: String?
  /// The last tab presented in each section, by section key.
  var lastInSection: [String: String] = [:]
  /// Whether keyboard focus is on the tab bar's section row.
  var focusesSectionRow = false
  /// Whether the tab bar shows a section row under it.
  var showsSectionRow = false
  /// The first control of the shown tab's content that can take focus, as the last update
  /// built it: where ↓ on the tab bar goes, as Tab would.
  var firstContentTarget: Int?
  /// Whether the "Customize Tabs…" screen is up.
  var isCustomizing = false
  /// The row the "Customize Tabs…" screen's cursor is on.
  var customizeCursor = 0
  /// The first row the "Customize Tabs…" screen shows when its rows do not all fit.
  let customizeWindow = ItemWindowPosition()
  /// Whether the user hid the sidebar of a `.sidebarAdaptable` tab view (View › Hide Sidebar).
  var sidebarHidden = false
  /// How far the sidebar's tabs are scrolled when they do not fit its height.
  let sidebarScroll = ScrollState()
  /// The tab the sidebar last scrolled into view.
  var revealedSidebarTab: Int?
  /// The tab that was selected when a tab-wide search last ran, to clear it on a change.
  var lastSearchTabKey: String?
  /// The tab whose content the last update showed, to notice a switch.
  var shownKey: String?
  /// Whether the last switch came from the arrows on the focused bar, sidebar or page dots,
  /// where focus stays so the user can keep moving.
  var switchedFromChrome = false
  /// The tab bar drawn last, whose drawing a bar made anew alike takes over (a tab view is
  /// built again whenever the view around it runs its body).
  var drawnBar: TabBarElement?
  /// The tab bar's titles as last labelled and measured, with the plan's items they came from.
  private var keptBarLabels: (items: [TabViewPlan.BarItem], labels: [TabBarElement.Item])?

  /// The tab bar's titles for `items`, none selected: labelled and measured again only when
  /// the items changed, since a switch between tabs changes only which one is selected.
  func barLabels(for items: [TabViewPlan.BarItem]) -> [TabBarElement.Item] {
    if let kept = keptBarLabels, kept.items == items { return kept.labels }
    let labels = items.map { item in
      TabBarElement.Item(
        text: TabViewRenderer.label(glyph: item.glyph, title: item.title, badge: item.badge),
        isSelected: false, isTrailing: item.isSearch)
    }
    keptBarLabels = (items, labels)
    return labels
  }
}
