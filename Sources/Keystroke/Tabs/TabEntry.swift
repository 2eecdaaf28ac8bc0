/// One tab as a tab view sees it after its content is collected: title, value, role and every
/// modifier applied to it.
@MainActor
struct TabEntry {
  /// Identity for state and selection: the customization ID, else the structural path.
  var key: String
  /// The title shown in the tab bar, the sidebar and menus.
  var title: String
  /// An SF Symbols name given with `systemImage:`.
  var systemImage: String?
  /// The tab's value, for the selection binding; `nil` when the tab has none.
  var value: AnyHashable?
  /// The tab's role.
  var role: TabRole?
  /// The tab's content.
  var content: any View
  /// A badge shown after the title.
  var badge: String?
  /// The ID that ties the tab to the user's customization.
  var customizationID: String?
  /// What the user may change about it.
  var behavior: TabCustomizationBehavior = .automatic
  /// Hidden with `.hidden()`: not shown anywhere, but still selectable by value.
  var isHidden = false
  /// The default visibility in the tab bar.
  var tabBarVisibility: Visibility = .automatic
  /// The default visibility in the sidebar.
  var sidebarVisibility: Visibility = .automatic
  /// The section that holds the tab.
  var section: TabSectionInfo?

  /// A glyph for the title: a search glyph for the search role, the terminal glyph of its SF
  /// Symbol, or a bullet for a tab with no symbol (or an image from the app's assets).
  var glyph: String {
    if role == .search { return SymbolGlyphs.glyph(for: "magnifyingglass") }
    return systemImage.map(SymbolGlyphs.glyph(for:)) ?? SymbolGlyphs.fallback
  }
}

/// What a tab knows about its section.
@MainActor
struct TabSectionInfo {
  /// The section's identity: its customization ID, else its title, else its path.
  var key: String
  /// The header as plain text.
  var title: String
  /// The section's customization ID.
  var customizationID: String?
  /// Views shown after the section's tabs in the sidebar (`.sectionActions`).
  var actions: (any View)?
}
