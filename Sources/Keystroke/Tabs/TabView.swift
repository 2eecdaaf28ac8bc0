/// A view that switches between tabs: a tab bar along the top, a sidebar, or pages.
///
/// ```swift
/// TabView(selection: $selectedTab) {
///   Tab("Nearby", systemImage: "safari", value: .nearby) { NearbyView() }
///   Tab(value: .search, role: .search) { SearchView() }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// With focus on the tab bar, ←/→ switch tabs (Home/End: first and last, ↓/↑: into and out of
/// a section's row); on the sidebar ↑/↓ do; on pages ←/→ and PageUp/PageDown. Tab moves focus
/// from the bar into the selected tab's content. The selection binding follows every switch,
/// and setting it switches tabs.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates a tab view from tabs, with a selection.
  nonisolated public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
  }

  /// Creates a tab view from views marked with `.tabItem` and `.tag` (the API before `Tab`).
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view from views, without a selection (each view is a tab or a page).
  nonisolated public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView {
  /// Creates a tab view from tabs, without a selection.
  nonisolated public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(content: content())
  }
}

extension TabView: View {}

extension TabView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let entries: [TabEntry]
    if let source = content as? any TabEntriesSource {
      entries = source.tabEntries()
    } else {
      entries = LegacyTabChildren.entries(of: content, numbered: SelectionValue.self == Int.self)
    }
    let selection = self.selection
    let binding = selection.map { binding in
      TabSelectionBinding(
        get: { AnyHashable(binding.wrappedValue) },
        set: { value in
          if let typed = value.base as? SelectionValue { binding.wrappedValue = typed }
        })
    }
    return TabViewRenderer(context: context, entries: entries, selection: binding).render()
  }
}

/// Reads the tab view's content as tabs.
@MainActor
protocol TabEntriesSource {
  /// The tabs.
  func tabEntries() -> [TabEntry]
}

extension TabContentBuilder.Content: TabEntriesSource {
  func tabEntries() -> [TabEntry] { TabEntryCollector.entries(of: content, path: "") }
}

/// A tab view's selection binding with its type erased.
@MainActor
struct TabSelectionBinding {
  let get: @MainActor () -> AnyHashable
  let set: @MainActor (AnyHashable) -> Void
}
