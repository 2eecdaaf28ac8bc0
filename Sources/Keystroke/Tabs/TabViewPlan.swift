/// What a tab view shows, decided from its tabs and the user's customization: the tab bar's
/// items, the sidebar's rows, the pages, the rows of the "Customize Tabs…" screen, and the
/// problems with customization IDs. Pure: no drawing, no state.
@MainActor
struct TabViewPlan {
  /// One item of the tab bar: a tab, or a section standing for its tabs.
  struct BarItem: Equatable {
    var title: String
    var glyph: String
    var badge: String?
    /// The entries the item stands for, in order (one for a tab).
    var tabs: [Int]
    /// The section's key when the item is a section.
    var sectionKey: String?
    /// Whether this is the search tab, drawn at the trailing end.
    var isSearch = false
    /// Whether the item is in the bar only while its tab is selected: a tab (or the section
    /// of a tab) the bar leaves out, chosen from a menu or by the app.
    var isRevealed = false
  }

  /// One row of the sidebar.
  enum SidebarRow: Equatable {
    case tab(Int)
    case header(sectionKey: String, title: String)
    case actions(sectionKey: String)
  }

  /// One row of the "Customize Tabs…" screen.
  struct CustomizeRow: Equatable {
    var title: String
    /// The ID the customization knows it by; `nil` when it has none (it cannot change).
    var id: String?
    /// The section ID (`""` for the top level) whose order the row belongs to.
    var container: String
    var isSection: Bool
    var isShown: Bool
    var canHide: Bool
    var canMove: Bool
  }

  /// A tab or a section at the top level, before and after customization.
  enum Node {
    case tab(Int)
    case section(key: String, title: String, id: String?, tabs: [Int])
  }

  let entries: [TabEntry]
  let customization: TabViewCustomization
  /// The top level in the user's order, sections' tabs in the user's order.
  private(set) var nodes: [Node] = []
  /// The index of the search tab (the first with the search role).
  private(set) var searchTab: Int?
  /// Problems with customization IDs, as lines to show.
  private(set) var warnings: [String] = []

  /// Plans `entries` under `customization`; `checksIDs` reports missing and duplicate IDs
  /// (when the app asked for customization).
  init(entries: [TabEntry], customization: TabViewCustomization, checksIDs: Bool) {
    self.entries = entries
    self.customization = customization
    searchTab = entries.firstIndex { $0.role == .search }
    nodes = Self.order(Self.nodes(of: entries), entries: entries, customization: customization)
    if checksIDs { warnings = Self.idProblems(entries) }
  }

  // MARK: Structure

  private static func nodes(of entries: [TabEntry]) -> [Node] {
    var nodes: [Node] = []
    for (index, entry) in entries.enumerated() {
      guard let section = entry.section else {
        nodes.append(.tab(index))
        continue
      }
      if case .section(let key, let title, let id, let tabs) = nodes.last, key == section.key {
        nodes[nodes.count - 1] = .section(key: key, title: title, id: id, tabs: tabs + [index])
      } else {
        nodes.append(
          .section(
            key: section.key, title: section.title, id: section.customizationID, tabs: [index]))
      }
    }
    return nodes
  }

  private static func order(
    _ nodes: [Node], entries: [TabEntry], customization: TabViewCustomization
  ) -> [Node] {
    let ordered = arrange(nodes, by: customization[sectionID: ""]) { node in
      switch node {
      case .tab(let index): entries[index].customizationID
      case .section(let key, _, let id, _): id ?? key
      }
    }
    return ordered.map { node in
      guard case .section(let key, let title, let id, let tabs) = node else { return node }
      let sorted = arrange(tabs, by: customization[sectionID: id ?? key]) {
        entries[$0].customizationID
      }
      return .section(key: key, title: title, id: id, tabs: sorted)
    }
  }

  /// Puts items with IDs in `saved`'s order; items the saved order does not know keep their
  /// position.
  static func arrange<T>(_ items: [T], by saved: [String]?, id: (T) -> String?) -> [T] {
    guard let saved, !saved.isEmpty else { return items }
    let rank = Dictionary(
      saved.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    func rankOf(_ item: T) -> Int? { id(item).flatMap { rank[$0] } }
    var result = items.filter { rankOf($0) != nil }.sorted { rankOf($0) ?? 0 < rankOf($1) ?? 0 }
    for (position, item) in items.enumerated() where rankOf(item) == nil {
      result.insert(item, at: min(position, result.count))
    }
    return result
  }

  // MARK: Visibility

  private func userVisibility(_ id: String?) -> Visibility {
    id.map { customization[sidebarVisibility: $0] } ?? .automatic
  }

  private func sectionID(of index: Int) -> String? {
    entries[index].section.map { $0.customizationID ?? $0.key }
  }

  /// Whether the user or the app hid the tab everywhere.
  func isRemoved(_ index: Int) -> Bool {
    entries[index].isHidden || userVisibility(entries[index].customizationID) == .hidden
      || userVisibility(sectionID(of: index)) == .hidden
  }

  /// Whether the tab shows in the tab bar.
  func isInTabBar(_ index: Int) -> Bool {
    guard !isRemoved(index) else { return false }
    let pinned =
      userVisibility(entries[index].customizationID) == .visible
      || userVisibility(sectionID(of: index)) == .visible
    return entries[index].tabBarVisibility != .hidden || pinned
  }

  /// Whether the tab shows in the sidebar.
  func isInSidebar(_ index: Int) -> Bool {
    guard !isRemoved(index) else { return false }
    return entries[index].sidebarVisibility != .hidden
      || userVisibility(entries[index].customizationID) == .visible
  }

  // MARK: What each presentation shows

  /// The tab bar's items in order, the search tab last.
  var barItems: [BarItem] { barItems(revealing: nil) }

  /// The tab bar's items in order, the search tab last, with `selected` in the bar while it
  /// is selected when the bar leaves it out (a tab of a sidebar-only section chosen from the
  /// View menu), so the bar shows where the user is: the tab in its own place, or its section
  /// in the section's place, listing the section's tabs (a removed tab stays out).
  func barItems(revealing selected: Int?) -> [BarItem] {
    let revealed = selected.flatMap { isRemoved($0) || isInTabBar($0) ? nil : $0 }
    var items: [BarItem] = []
    var search: BarItem?
    for node in nodes {
      switch node {
      case .tab(let index):
        let isRevealed = index == revealed
        guard isInTabBar(index) || isRevealed else { continue }
        let entry = entries[index]
        let item = BarItem(
          title: entry.title, glyph: entry.glyph, badge: entry.badge, tabs: [index],
          isSearch: index == searchTab, isRevealed: isRevealed)
        if item.isSearch { search = item } else { items.append(item) }
      case .section(let key, let title, _, let tabs):
        let inBar = tabs.filter(isInTabBar)
        let holdsRevealed = revealed.map { tabs.contains($0) } ?? false
        let isRevealed = holdsRevealed && inBar.isEmpty
        // The selected tab joins its section's item; a section left out comes with its tabs.
        let shown =
          holdsRevealed
          ? tabs.filter { isInTabBar($0) || (!isRemoved($0) && (inBar.isEmpty || $0 == revealed)) }
          : inBar
        guard !shown.isEmpty else { continue }
        items.append(
          BarItem(
            title: title, glyph: "▾", badge: nil, tabs: shown, sectionKey: key,
            isRevealed: isRevealed))
      }
    }
    if let search { items.append(search) }
    return items
  }

  /// The tabs the tab bar leaves out although they are not removed (a section shown only in
  /// the sidebar, say), grouped by section in order, so the menus can still reach them when the
  /// tab bar is all there is.
  var tabsBesideTheBar: [(section: String?, tabs: [Int])] {
    var groups: [(section: String?, tabs: [Int])] = []
    for node in nodes {
      switch node {
      case .tab(let index):
        guard !isRemoved(index), !isInTabBar(index), index != searchTab else { continue }
        groups.append((nil, [index]))
      case .section(_, let title, _, let tabs):
        let left = tabs.filter { !isRemoved($0) && !isInTabBar($0) }
        if !left.isEmpty { groups.append((title, left)) }
      }
    }
    return groups
  }

  /// The sidebar's rows in order, the search tab first.
  var sidebarRows: [SidebarRow] {
    var rows: [SidebarRow] = []
    if let searchTab, entries[searchTab].section == nil, isInSidebar(searchTab) {
      rows.append(.tab(searchTab))
    }
    for node in nodes {
      switch node {
      case .tab(let index):
        if index != searchTab, isInSidebar(index) { rows.append(.tab(index)) }
      case .section(let key, let title, _, let tabs):
        let shown = tabs.filter(isInSidebar)
        guard !shown.isEmpty else { continue }
        rows.append(.header(sectionKey: key, title: title))
        rows += shown.map { .tab($0) }
        if entries[tabs[0]].section?.actions != nil { rows.append(.actions(sectionKey: key)) }
      }
    }
    return rows
  }

  /// The tabs in the sidebar, in order.
  var sidebarTabs: [Int] {
    sidebarRows.compactMap { row in
      if case .tab(let index) = row { return index }
      return nil
    }
  }

  /// The pages of the page style: every tab not hidden, in the user's order.
  var pages: [Int] {
    nodes.flatMap { node -> [Int] in
      switch node {
      case .tab(let index): return isRemoved(index) ? [] : [index]
      case .section(_, _, _, let tabs): return tabs.filter { !isRemoved($0) }
      }
    }
  }

  /// The rows of the "Customize Tabs…" screen: every tab and section, hidden ones included.
  var customizeRows: [CustomizeRow] {
    var rows: [CustomizeRow] = []
    func tabRow(_ index: Int, container: String) -> CustomizeRow {
      let entry = entries[index]
      let hasID = entry.customizationID != nil
      return CustomizeRow(
        title: entry.title, id: entry.customizationID, container: container, isSection: false,
        isShown: userVisibility(entry.customizationID) != .hidden && !entry.isHidden,
        canHide: hasID && entry.behavior.allowsHiding,
        canMove: hasID && entry.behavior.allowsMoving)
    }
    for node in nodes {
      switch node {
      case .tab(let index):
        guard !entries[index].isHidden else { continue }
        rows.append(tabRow(index, container: ""))
      case .section(let key, let title, let id, let tabs):
        let sectionID = id ?? key
        rows.append(
          CustomizeRow(
            title: title, id: sectionID, container: "", isSection: true,
            isShown: userVisibility(sectionID) != .hidden, canHide: true, canMove: true))
        rows += tabs.filter { !entries[$0].isHidden }.map { tabRow($0, container: sectionID) }
      }
    }
    return rows
  }

  /// The customization after moving the row at `row` one place up (`by: -1`) or down
  /// (`by: 1`) among the rows of its container; unchanged if it cannot move.
  func moving(row: Int, by offset: Int) -> TabViewCustomization {
    let rows = customizeRows
    guard rows.indices.contains(row), rows[row].canMove, let id = rows[row].id else {
      return customization
    }
    let container = rows[row].container
    let siblings = rows.filter { $0.container == container }.compactMap(\.id)
    guard let position = siblings.firstIndex(of: id),
      siblings.indices.contains(position + offset)
    else { return customization }
    var order = siblings
    order.swapAt(position, position + offset)
    var changed = customization
    changed.setOrder(order, for: container)
    return changed
  }

  /// The customization after hiding or showing the row at `row`.
  func togglingVisibility(row: Int) -> TabViewCustomization {
    let rows = customizeRows
    guard rows.indices.contains(row), rows[row].canHide, let id = rows[row].id else {
      return customization
    }
    var changed = customization
    changed[sidebarVisibility: id] = rows[row].isShown ? .hidden : .visible
    return changed
  }

  private static func idProblems(_ entries: [TabEntry]) -> [String] {
    var problems: [String] = []
    let missing = entries.filter { $0.customizationID == nil }.map { "“\($0.title)”" }
    if !missing.isEmpty {
      problems.append(
        "Tab customization: no customizationID on \(missing.joined(separator: ", ")); "
          + (missing.count == 1 ? "it cannot" : "they cannot") + " be hidden or moved")
    }
    var seen: [String: [String]] = [:]
    var order: [String] = []
    for entry in entries {
      guard let id = entry.customizationID else { continue }
      if seen[id] == nil { order.append(id) }
      seen[id, default: []].append("“\(entry.title)”")
    }
    for id in order {
      guard let titles = seen[id], titles.count > 1 else { continue }
      problems.append(
        "Tab customization: customizationID \"\(id)\" is used by "
          + "\(titles.joined(separator: " and ")); only the first can be customized")
    }
    return problems
  }
}
