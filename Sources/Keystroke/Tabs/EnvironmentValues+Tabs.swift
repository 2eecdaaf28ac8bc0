/// The tab view settings that modifiers outside a tab view hand to it.
struct TabViewSettings {
  var style: TabViewStyleKind = .automatic
  var indexBackground: PageIndexViewStyle.BackgroundDisplayMode = .automatic
  var sidebarHeader: (any View)?
  var sidebarFooter: (any View)?
  var sidebarBottomBar: (any View)?
  var customization: Binding<TabViewCustomization>?
  var keyboardShortcuts = false
}

private struct TabViewSettingsKey: EnvironmentKey {
  static var defaultValue: TabViewSettings? { nil }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct TabBarPlacementKey: EnvironmentKey {
  static let defaultValue: TabBarPlacement? = nil
}

private struct TabBarShowingSectionsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct MenuBarTakesViewCommandsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The horizontal size class: compact below 100 columns, regular from there up. Hosts set it
  /// from the screen's width; set it yourself to force one.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// Where the enclosing tab view shows its tabs, or `nil` outside a tab view.
  public internal(set) var tabBarPlacement: TabBarPlacement? {
    get { self[TabBarPlacementKey.self] }
    set { self[TabBarPlacementKey.self] = newValue }
  }

  /// Whether the enclosing tab view's tab bar shows sections as items.
  public internal(set) var isTabBarShowingSections: Bool {
    get { self[TabBarShowingSectionsKey.self] }
    set { self[TabBarShowingSectionsKey.self] = newValue }
  }

  /// Settings for the tab views in this subtree.
  var tabViewSettings: TabViewSettings {
    get { self[TabViewSettingsKey.self] ?? TabViewSettings() }
    set { self[TabViewSettingsKey.self] = newValue }
  }

  /// Puts the tab view settings back to their defaults for a subtree (inside a tab, whose own
  /// tab views start afresh). Removed rather than set to a default value: settings
  /// hold views, whose empty existential containers need not compare equal byte for byte,
  /// and an environment that differs on every update would keep its subtree from being kept.
  mutating func resetTabViewSettings() {
    removeValue(for: TabViewSettingsKey.self)
  }

  /// Whether an app's menu bar collects the commands views contribute (tab shortcuts); without
  /// one, such views register their shortcuts as controls instead.
  var menuBarTakesViewCommands: Bool {
    get { self[MenuBarTakesViewCommandsKey.self] }
    set { self[MenuBarTakesViewCommandsKey.self] = newValue }
  }
}
