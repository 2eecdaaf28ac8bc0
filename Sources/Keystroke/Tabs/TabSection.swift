/// A group of tabs under a header.
///
/// In the sidebar the section lists its tabs under the header, followed by its
/// `.sectionActions`. In the tab bar it is one item titled with the header: choosing it shows
/// the tab last presented in the section, the first tab until then.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>
where SelectionValue == Content.TabValue {
  let header: Header
  let content: Content
  let title: String?

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension TabSection: TabContent {
  /// The selection type of the section's tabs.
  public typealias TabValue = Content.TabValue
}

extension TabSection where Footer == EmptyView {
  /// Creates a section with a custom header.
  nonisolated public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
    self.header = header()
    title = nil
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// Creates a section without a header.
  nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
    header = EmptyView()
    title = nil
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a section titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.content = content()
    header = Text(title)
    self.title = String(title)
  }

  /// Creates a section titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.content = content()
    header = Text(titleKey)
    title = titleKey.text
  }
}

extension TabSection: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    let headerTitle = title ?? TabLabelTitle.plainText(of: header) ?? ""
    let info = TabSectionInfo(
      key: headerTitle.isEmpty ? "section" + path : "section:" + headerTitle, title: headerTitle)
    return TabEntryCollector.entries(of: content, path: path + ".s").map { entry in
      var entry = entry
      entry.section = info
      return entry
    }
  }
}
