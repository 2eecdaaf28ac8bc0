import Foundation

/// A run of rows (or one section header or footer) that lists, forms and pickers read out of
/// their content without building it.
///
/// `ForEach` gives one segment for all its elements, so a list can build only the rows it
/// shows; any other view is a segment of one row.
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
  }

  /// What the segment's entries are.
  var kind: Kind
  /// How many entries the segment has.
  var count: Int
  /// The selection value of an entry: its `ForEach` identity or its tag; `nil` if it has none.
  var selectionValue: (Int) -> AnyHashable?
  /// A stable identity for an entry's state.
  var identity: (Int) -> AnyHashable
  /// The view of an entry.
  var view: (Int) -> AnyView
  /// Deletes entries by their offsets in the segment (`ForEach.onDelete`), if it can.
  var onDelete: ((IndexSet) -> Void)? = nil
  /// Moves entries before an offset in the segment (`ForEach.onMove`), if it can.
  var onMove: ((IndexSet, Int) -> Void)? = nil

  /// A segment of one view, selectable through its tag if it has one.
  static func single(_ view: any View, kind: Kind = .rows, position: Int) -> RowSegment {
    let erased = AnyView(view)
    let tag = erased.tagValue
    return RowSegment(
      kind: kind, count: 1, selectionValue: { _ in tag },
      identity: { _ in tag ?? AnyHashable(position) }, view: { _ in erased })
  }
}

/// A view that splits into row segments rather than being one row.
@MainActor
protocol RowSource {
  /// Appends this view's segments.
  func appendSegments(to segments: inout [RowSegment])
}

/// Reads views into row segments.
@MainActor
enum RowSegments {
  /// The segments of a content view.
  static func of(_ view: any View) -> [RowSegment] {
    var segments: [RowSegment] = []
    append(view, to: &segments)
    return segments
  }

  /// Appends the segments of `view`: its own if it is a ``RowSource``, else one row.
  static func append(_ view: any View, to segments: inout [RowSegment]) {
    if let source = view as? any RowSource {
      source.appendSegments(to: &segments)
    } else if !(view is EmptyView) {
      segments.append(.single(view, position: segments.count))
    }
  }
}

extension ForEach: RowSource where Content: View {
  func appendSegments(to segments: inout [RowSegment]) {
    // Elements that are themselves row sources (sections, nested ForEach, groups) are
    // expanded, so each day of a list of days is a header followed by its own rows, as in
    // SwiftUI, rather than one tall row.
    if Content.self is any RowSource.Type {
      for element in data { RowSegments.append(content(element), to: &segments) }
      return
    }
    let data = self.data
    let identify = self.identify
    let content = self.content
    let start = data.startIndex
    segments.append(
      RowSegment(
        kind: .rows, count: data.count,
        selectionValue: { AnyHashable(identify(data[data.index(start, offsetBy: $0)])) },
        identity: { AnyHashable(identify(data[data.index(start, offsetBy: $0)])) },
        view: { AnyView(content(data[data.index(start, offsetBy: $0)])) }))
  }
}

extension TupleView: RowSource {
  func appendSegments(to segments: inout [RowSegment]) {
    for child in Mirror(reflecting: value).children {
      guard let view = child.value as? any View else { continue }
      RowSegments.append(view, to: &segments)
    }
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
