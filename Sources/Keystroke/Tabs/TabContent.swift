/// Content a ``TabView`` is made of: tabs, sections of tabs, and groups of them.
///
/// As in SwiftUI, `TabValue` is the type of the tab view's selection. Write your own by giving
/// a `body` built with ``TabContentBuilder``.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the selection value that identifies the tabs.
  associatedtype TabValue: Hashable
  /// The type of content this content is made of.
  associatedtype Body: TabContent

  /// The content of this tab content.
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// Tab content Keystroke resolves itself rather than through a `body`.
@MainActor
protocol PrimitiveTabContent {
  /// The tabs this content stands for, `path` giving each a structural identity.
  func tabEntries(path: String) -> [TabEntry]
}

@MainActor
enum TabEntryCollector {
  /// The tabs of any tab content, following `body` until primitive content.
  static func entries(of content: any TabContent, path: String) -> [TabEntry] {
    if let primitive = content as? any PrimitiveTabContent {
      return primitive.tabEntries(path: path)
    }
    return entries(of: content.body, path: path)
  }
}
