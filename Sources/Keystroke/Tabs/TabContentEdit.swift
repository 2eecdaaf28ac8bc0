/// Tab content with a modifier applied: `.badge`, `.customizationID`, `.hidden`, … Each edit
/// changes every tab the content stands for (for a section, all of its tabs).
public struct _ModifiedTabContent<Base: TabContent> {
  let base: Base
  let edit: @MainActor (inout TabEntry) -> Void

  nonisolated init(base: Base, edit: @escaping @MainActor (inout TabEntry) -> Void) {
    self.base = base
    self.edit = edit
  }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension _ModifiedTabContent: TabContent {
  /// The base content's selection type.
  public typealias TabValue = Base.TabValue
}

extension _ModifiedTabContent: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    TabEntryCollector.entries(of: base, path: path).map { entry in
      var entry = entry
      edit(&entry)
      return entry
    }
  }
}

extension TabContent {
  /// Ties the tab to the user's ``TabViewCustomization`` under a stable, unique ID. On a
  /// section, it identifies the section's order of tabs.
  nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> {
    let namesSection = self is any SectionMarker
    return _ModifiedTabContent(base: self) { entry in
      if namesSection {
        entry.section?.customizationID = id
        entry.section?.key = id
      } else {
        entry.customizationID = id
        entry.key = id
      }
    }
  }

  /// Says what the user may change about the tab in the "Customize Tabs…" screen.
  nonisolated public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<TabValue> {
    _ModifiedTabContent(base: self) { $0.behavior = behavior }
  }

  /// Sets whether the tab (or the section's tabs) shows by default in the tab bar, the
  /// sidebar, or both (`.automatic`). The user's customization can still show it.
  nonisolated public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  ) -> some TabContent<TabValue> {
    _ModifiedTabContent(base: self) { entry in
      let all = placements.isEmpty || placements.contains(.automatic)
      if all || placements.contains(.tabBar) { entry.tabBarVisibility = visibility }
      if all || placements.contains(.sidebar) { entry.sidebarVisibility = visibility }
    }
  }

  /// Hides the tab everywhere (tab bar, sidebar, shortcuts); it can still be selected through
  /// the selection binding.
  nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
    _ModifiedTabContent(base: self) { $0.isHidden = $0.isHidden || hidden }
  }

  /// Keeps the tab out of the tab bar with `.sidebarOnly`; other placements change nothing.
  nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
    _ModifiedTabContent(base: self) { entry in
      if placement == .sidebarOnly { entry.tabBarVisibility = .hidden }
    }
  }

  /// Adds views after the section's tabs in the sidebar, typically buttons that act on the
  /// section ("Invent New Cuisine").
  nonisolated public func sectionActions<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some TabContent<TabValue> {
    let actions = content()
    return _ModifiedTabContent(base: self) { $0.section?.actions = actions }
  }

  /// Shows a count after the tab's title; zero shows nothing.
  nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
    _ModifiedTabContent(base: self) { $0.badge = count == 0 ? nil : String(count) }
  }

  /// Shows a text after the tab's title; `nil` shows nothing.
  nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
    let text = label?.plainText
    return _ModifiedTabContent(base: self) { $0.badge = text }
  }

  /// Shows a string literal after the tab's title.
  nonisolated public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
    let text = key.text
    return _ModifiedTabContent(base: self) { $0.badge = text }
  }

  /// Shows a string after the tab's title.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
    let text = String(label)
    return _ModifiedTabContent(base: self) { $0.badge = text }
  }
}

/// Marks tab sections, so `.customizationID` on a section names the section.
protocol SectionMarker {}

extension TabSection: SectionMarker {}

extension _ModifiedTabContent: SectionMarker where Base: SectionMarker {}
