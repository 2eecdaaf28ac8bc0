/// A section whose content is one run of rows: its entries (header, rows, footer) can be
/// counted and read without expanding it into segments.
@MainActor
protocol FlatSection {
  /// Whether sections of this type hold one run of rows.
  static var hasFlatRows: Bool { get }
  /// The sections `content` makes of each element of `data`, with their entry counts,
  /// looking the type's content up once for all of them.
  static func sections<Element>(
    of data: some Sequence<Element>, content: (Element) -> Self
  ) -> (sections: [Self], counts: [Int])
  /// What an entry is.
  func entryKind(at local: Int) -> RowSegment.Kind
  /// An entry's selection value: a row's identity; `nil` for the header and footer.
  func entrySelectionValue(at local: Int) -> AnyHashable?
  /// An entry's own tag (see ``RowProvider/tagValue(at:)``); `nil` for the header and footer.
  func entryTagValue(at local: Int) -> AnyHashable?
  /// Whether an entry is a row marked `.selectionDisabled()`.
  func entryIsSelectionDisabled(at local: Int) -> Bool
  /// An entry's identity within the section.
  func entryIdentity(at local: Int) -> AnyHashable
  /// An entry's view.
  func entryView(at local: Int) -> AnyView
}

extension FlatSection {
  /// One ``RowSegment/Kind/sections`` segment for the sections a `ForEach` makes of `data`.
  static func segment<Data: RandomAccessCollection, ID: Hashable, V>(
    of data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> V
  ) -> RowSegment {
    guard let content = SameType.cast(content, to: ((Data.Element) -> Self).self) else {
      preconditionFailure("a ForEach's content is of one type")
    }
    let (sections, counts) = Self.sections(of: data, content: content)
    let rows = SectionedRows(data: data, identify: identify, sections: sections, counts: counts)
    return RowSegment(kind: .sections, count: rows.count, rows: rows)
  }
}

extension Section: FlatSection where Parent: View, Content: View, Footer: View {
  static var hasFlatRows: Bool { (Content.self as? any FlatRows.Type)?.isFlat ?? false }

  private static var hasHeader: Bool { Parent.self != EmptyView.self }
  private static var hasFooter: Bool { Footer.self != EmptyView.self }
  /// The header and footer lines, counted.
  private static var decorations: Int { (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
  /// The type of the rows, looked up on the type so the content is never boxed to be read.
  private var rows: any FlatRows.Type {
    guard let rows = Content.self as? any FlatRows.Type else {
      preconditionFailure("only sections with flat rows are read entry by entry")
    }
    return rows
  }

  /// The header, the rows and the footer, counted.
  @MainActor private var entryCount: Int { rows.count(of: content) + Self.decorations }

  /// The offset of an entry among the rows.
  private func rowOffset(_ local: Int) -> Int { local - (Self.hasHeader ? 1 : 0) }

  static func sections<Element>(
    of data: some Sequence<Element>, content: (Element) -> Self
  ) -> (sections: [Self], counts: [Int]) {
    let decorations = Self.decorations
    let rows = Content.self as? any FlatRows.Type
    var sections: [Self] = []
    var counts: [Int] = []
    sections.reserveCapacity(data.underestimatedCount)
    counts.reserveCapacity(data.underestimatedCount)
    for element in data {
      let section = content(element)
      counts.append((rows?.count(of: section.content) ?? 0) + decorations)
      sections.append(section)
    }
    return (sections, counts)
  }

  func entryKind(at local: Int) -> RowSegment.Kind {
    if Self.hasHeader, local == 0 { return .header }
    if Self.hasFooter, local == entryCount - 1 { return .footer }
    return .rows
  }

  func entrySelectionValue(at local: Int) -> AnyHashable? {
    guard entryKind(at: local) == .rows else { return nil }
    return rows.selectionValue(of: content, at: rowOffset(local))
  }

  func entryTagValue(at local: Int) -> AnyHashable? {
    guard entryKind(at: local) == .rows else { return nil }
    return rows.tagValue(of: content, at: rowOffset(local))
  }

  func entryIsSelectionDisabled(at local: Int) -> Bool {
    guard entryKind(at: local) == .rows else { return false }
    return rows.isSelectionDisabled(of: content, at: rowOffset(local))
  }

  func entryIdentity(at local: Int) -> AnyHashable {
    switch entryKind(at: local) {
    case .header: return AnyHashable(SectionPart.header)
    case .footer: return AnyHashable(SectionPart.footer)
    case .rows, .sections: return rows.identity(of: content, at: rowOffset(local))
    }
  }

  func entryView(at local: Int) -> AnyView {
    switch entryKind(at: local) {
    case .header: return AnyView(SectionHeader(content: header))
    case .footer: return AnyView(SectionFooter(content: footer))
    case .rows, .sections: return rows.view(of: content, at: rowOffset(local))
    }
  }
}

/// The identity of a section's header or footer among its rows.
enum SectionPart: Hashable {
  case header
  case footer
}

extension FlatRows {
  /// The row count of a value known to be of this type.
  static func count<V>(of value: V) -> Int { SameType.cast(value, to: Self.self)?.rowCount ?? 0 }

  /// A row's selection value in a value known to be of this type.
  static func selectionValue<V>(of value: V, at index: Int) -> AnyHashable? {
    SameType.cast(value, to: Self.self)?.selectionValue(at: index)
  }

  /// A row's tag in a value known to be of this type.
  static func tagValue<V>(of value: V, at index: Int) -> AnyHashable? {
    SameType.cast(value, to: Self.self)?.tagValue(at: index)
  }

  /// Whether a row is marked `.selectionDisabled()` in a value known to be of this type.
  static func isSelectionDisabled<V>(of value: V, at index: Int) -> Bool {
    SameType.cast(value, to: Self.self)?.isSelectionDisabled(at: index) == true
  }

  /// A row's identity in a value known to be of this type.
  static func identity<V>(of value: V, at index: Int) -> AnyHashable {
    SameType.cast(value, to: Self.self)?.identity(at: index) ?? AnyHashable(index)
  }

  /// A row's view in a value known to be of this type.
  static func view<V>(of value: V, at index: Int) -> AnyView {
    SameType.cast(value, to: Self.self)?.view(at: index) ?? AnyView(EmptyView())
  }
}
