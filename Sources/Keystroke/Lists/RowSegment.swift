import Foundation

/// A run of rows (or one section header or footer) that lists, forms and pickers read out of
/// their content without building it.
///
/// `ForEach` gives one segment for all its elements, so a list can build only the rows it
/// shows; any other view is a segment of one row. In a list, a `ForEach` of sections that each
/// hold one `ForEach` of rows gives a single segment of kind ``Kind/sections`` too, so a list of
/// many days costs one evaluation of each day rather than a header and a run of rows apiece.
@MainActor
struct RowSegment {
  /// What the segment's entries are.
  enum Kind: Equatable {
    /// Selectable rows.
    case rows
    /// A section's header line.
    case header
    /// A section's footer line.
    case footer
    /// Sections one after another: each entry's kind comes from the segment's rows.
    case sections
  }

  /// What the segment's entries are.
  var kind: Kind
  /// How many entries the segment has.
  var count: Int
  /// Where the entries come from.
  let rows: any RowProvider
  /// Deletes entries by their offsets in the segment (`ForEach.onDelete`), if it can.
  var onDelete: ((IndexSet) -> Void)? = nil
  /// Moves entries before an offset in the segment (`ForEach.onMove`), if it can.
  var onMove: ((IndexSet, Int) -> Void)? = nil

  /// What an entry is: the segment's kind, or for sections the entry's own.
  func kind(_ local: Int) -> Kind { kind == .sections ? rows.kind(at: local) : kind }

  /// The selection value of an entry: its `ForEach` identity or its tag; `nil` if it has none.
  func selectionValue(_ local: Int) -> AnyHashable? { rows.selectionValue(at: local) }

  /// The value an entry's view is tagged with, if any.
  func tagValue(_ local: Int) -> AnyHashable? { rows.tagValue(at: local) }

  /// Whether an entry is a row marked `.selectionDisabled()`.
  func isSelectionDisabled(_ local: Int) -> Bool { rows.isSelectionDisabled(at: local) }

  /// A stable identity for an entry's state.
  func identity(_ local: Int) -> AnyHashable { rows.identity(at: local) }

  /// The view of an entry.
  func view(_ local: Int) -> AnyView { rows.view(at: local) }

  /// Builds an entry's view in `context`, as the segment's `index` in its list.
  func buildRow(_ local: Int, index: Int, in context: BuildContext) -> [Element] {
    rows.buildRow(at: local, segment: index, in: context)
  }

  /// A segment of one view, selectable through its tag if it is a row and has one.
  static func single<Content: View>(_ view: Content, kind: Kind = .rows, position: Int)
    -> RowSegment
  {
    RowSegment(
      kind: kind, count: 1, rows: SingleRow(view, selectable: kind == .rows, position: position))
  }
}

/// A view that splits into row segments rather than being one row.
@MainActor
protocol RowSource {
  /// Appends this view's segments.
  func appendSegments(to segments: inout [RowSegment])
}

extension RowSource {
  /// Appends the segments of a view known to be of this type, without boxing it.
  static func appendSegments<V: View>(of view: V, to segments: inout [RowSegment]) {
    guard let source = SameType.cast(view, to: Self.self) else { return }
    source.appendSegments(to: &segments)
  }

  /// Appends the segments of every element's content, with the content's type known to be
  /// this one: the lookup is done once for all elements rather than once per element.
  static func appendSegments<Element, V: View>(
    of data: some Sequence<Element>, content: @escaping (Element) -> V,
    to segments: inout [RowSegment]
  ) {
    guard let content = SameType.cast(content, to: ((Element) -> Self).self) else { return }
    for element in data { content(element).appendSegments(to: &segments) }
  }
}

/// Reads views into row segments.
@MainActor
enum RowSegments {
  /// Whether a `ForEach` of sections may become one ``RowSegment/Kind/sections`` segment; only
  /// lists ask for that, while forms and pickers read headers and rows as segments of their own.
  private(set) static var mergesSections = false

  /// The segments of a content view; `mergingSections` lets a `ForEach` of sections be one
  /// segment.
  static func of<V: View>(_ view: V, mergingSections: Bool = false) -> [RowSegment] {
    let outer = mergesSections
    mergesSections = mergingSections
    defer { mergesSections = outer }
    var segments: [RowSegment] = []
    append(view, to: &segments)
    return segments
  }

  /// Appends the segments of `view`: its own if it is a ``RowSource``, else one row.
  static func append<V: View>(_ view: V, to segments: inout [RowSegment]) {
    if let source = V.self as? any RowSource.Type {
      source.appendSegments(of: view, to: &segments)
    } else if V.self == AnyView.self, let erased = view as? AnyView {
      // An erased view splits as the view it wraps would.
      append(erased.wrapped, to: &segments)
    } else if V.self != EmptyView.self {
      segments.append(.single(view, position: segments.count))
    }
  }
}

extension ForEach: RowSource where Content: View {
  func appendSegments(to segments: inout [RowSegment]) {
    // Elements that are themselves row sources (sections, nested ForEach, groups) are
    // expanded, so each day of a list of days is a header followed by its own rows, as in
    // SwiftUI, rather than one tall row.
    if RowSegments.mergesSections, let sections = Content.self as? any FlatSection.Type,
      sections.hasFlatRows
    {
      segments.append(sections.segment(of: data, identify: identify, content: content))
      return
    }
    if let source = Content.self as? any RowSource.Type {
      source.appendSegments(of: data, content: content, to: &segments)
      return
    }
    segments.append(
      RowSegment(
        kind: .rows, count: data.count, rows: self, onDelete: edits?.delete, onMove: edits?.move))
  }
}

extension TupleView: RowSource {
  func appendSegments(to segments: inout [RowSegment]) {
    for view in views { RowSegments.append(view, to: &segments) }
  }
}

extension Group: RowSource {
  func appendSegments(to segments: inout [RowSegment]) {
    RowSegments.append(content, to: &segments)
  }
}

extension Optional: RowSource where Wrapped: View {
  func appendSegments(to segments: inout [RowSegment]) {
    if let wrapped = self { RowSegments.append(wrapped, to: &segments) }
  }
}

extension _ConditionalContent: RowSource where TrueContent: View, FalseContent: View {
  func appendSegments(to segments: inout [RowSegment]) {
    switch storage {
    case .trueContent(let content): RowSegments.append(content, to: &segments)
    case .falseContent(let content): RowSegments.append(content, to: &segments)
    }
  }
}
