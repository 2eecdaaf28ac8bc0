extension View {
  /// Sets the style of the tab views in this view.
  public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind = (style as? any ResolvableTabViewStyle)?.kind ?? .automatic
    return modifier(EnvironmentModifier { $0.tabViewSettings.style = kind })
  }

  /// Sets how paged tab views in this view draw their index dots.
  public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    let mode = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
    return modifier(EnvironmentModifier { $0.tabViewSettings.indexBackground = mode })
  }

  /// Shows a view above the list of tabs in the sidebar of a `.sidebarAdaptable` tab view.
  public consuming func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    let header = content()
    return modifier(EnvironmentModifier { $0.tabViewSettings.sidebarHeader = header })
  }

  /// Shows a view below the list of tabs in the sidebar of a `.sidebarAdaptable` tab view.
  public consuming func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    let footer = content()
    return modifier(EnvironmentModifier { $0.tabViewSettings.sidebarFooter = footer })
  }

  /// Shows a view pinned to the bottom of the sidebar of a `.sidebarAdaptable` tab view.
  public consuming func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    let bar = content()
    return modifier(EnvironmentModifier { $0.tabViewSettings.sidebarBottomBar = bar })
  }

  /// Lets the user hide, show and reorder the tab views' tabs (View › Customize Tabs…), kept
  /// in `customization`. Give every tab a `.customizationID`.
  public consuming func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
    -> some View
  {
    modifier(EnvironmentModifier { $0.tabViewSettings.customization = customization })
  }

  /// Gives the tab views in this view keyboard shortcuts to switch tabs — not in SwiftUI.
  ///
  /// ⌘1…⌘8 select the first eight tabs shown (in the user's customized order, hidden tabs
  /// skipped), ⌘9 the last one, ⌘⇧] and ⌘⇧[ the next and previous tab. In an app the
  /// commands appear in the View menu before Show/Hide Sidebar, titled with the tabs' names;
  /// terminals without ⌘ get the usual fallbacks (Alt+1, Alt+Shift+]). Off by default.
  public consuming func tabViewKeyboardShortcuts(_ enabled: Bool = true) -> some View {
    modifier(EnvironmentModifier { $0.tabViewSettings.keyboardShortcuts = enabled })
  }
}
