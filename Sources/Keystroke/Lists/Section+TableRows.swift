/// A section among a table's rows (`Table(of:) { … } rows: { Section("…") { … } }`): its header
/// a bold line across the columns, its rows below it; ↑/↓ skip the header.
extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue

  /// A section of rows headed by a view.
  nonisolated public init<V, H: View>(
    @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: TableHeaderRowContent(header()), content: content(), footer: .init())
  }

  /// A section of rows headed by a string literal.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: TableHeaderRowContent(Text(titleKey)), content: content(), footer: .init())
  }

  /// A section of rows headed by a string.
  @_disfavoredOverload
  nonisolated public init<V, S: StringProtocol>(
    _ title: S, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(Text(verbatim: String(title))), content: content(),
      footer: .init())
  }

  /// A section of rows headed by a text.
  nonisolated public init<V>(_ title: Text, @TableRowBuilder<V> content: () -> Content)
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: TableHeaderRowContent(title), content: content(), footer: .init())
  }

  /// A section of rows without a header.
  nonisolated public init<V>(@TableRowBuilder<V> content: () -> Content)
  where
    Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: .init(), content: content(), footer: .init())
  }
}

extension Section
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// A section of rows headed by a view, shown or hidden by `isExpanded` (the header marks it
  /// `▾` or `▸`).
  nonisolated public init<V, H: View>(
    isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
    @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(header(), isExpanded: isExpanded), content: content(),
      footer: .init())
  }

  /// A section of rows headed by a string literal, shown or hidden by `isExpanded`.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(Text(titleKey), isExpanded: isExpanded), content: content(),
      footer: .init())
  }

  /// A section of rows headed by a string, shown or hidden by `isExpanded`.
  @_disfavoredOverload
  nonisolated public init<V, S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(Text(verbatim: String(title)), isExpanded: isExpanded),
      content: content(), footer: .init())
  }
}

extension Section: TableRowItems
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  func rowItems() -> [TableRowItem] {
    let heading = (header as? any TableRowItems)?.rowItems() ?? []
    if (header as? any TableSectionHeading)?.hidesRows == true { return heading }
    return heading
      + [content, footer].flatMap { ($0 as? any TableRowItems)?.rowItems() ?? [] }
  }
}
