/// A section's header among a table's rows: a bold line spanning the columns, which the
/// keyboard passes over.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
  /// The type of value the table's rows show.
  public typealias TableRowValue = Value

  let content: Content
  /// Whether the section shows its rows, for a section made with `isExpanded:`.
  let isExpanded: Binding<Bool>?

  nonisolated init(_ content: Content, isExpanded: Binding<Bool>? = nil) {
    self.content = content
    self.isExpanded = isExpanded
  }
}

extension TableHeaderRowContent: TableRowItems {
  func rowItems() -> [TableRowItem] {
    guard let isExpanded else {
      return [.line(AnyView(SectionHeader(content: content)), kind: .header)]
    }
    // An expandable section's header shows its state as a disclosure group's does.
    let marked = HStack(spacing: 1) {
      Text(verbatim: isExpanded.wrappedValue ? "▾" : "▸")
      content
    }
    return [.line(AnyView(SectionHeader(content: marked)), kind: .header)]
  }
}

/// A section header that may hide its section's rows.
protocol TableSectionHeading {
  /// Whether the rows below it are hidden.
  @MainActor var hidesRows: Bool { get }
}

extension TableHeaderRowContent: TableSectionHeading {
  var hidesRows: Bool { isExpanded.map { !$0.wrappedValue } ?? false }
}
