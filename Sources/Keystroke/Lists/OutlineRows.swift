import Foundation

/// The rows of an ``OutlineGroup`` inside a list: every element of the tree, depth first, one
/// selectable row each, indented by its depth, with `▾` before an element that has children.
struct OutlineRows: RowProvider {
  /// One element of the flattened tree.
  struct Entry {
    let id: AnyHashable
    let depth: Int
    let hasChildren: Bool
    let view: AnyView
  }

  let entries: [Entry]

  func selectionValue(at local: Int) -> AnyHashable? { entries[local].id }

  func isSelectionDisabled(at local: Int) -> Bool { entries[local].view.isSelectionDisabled }

  func identity(at local: Int) -> AnyHashable { entries[local].id }

  func view(at local: Int) -> AnyView {
    let entry = entries[local]
    let indent = CGFloat(entry.depth * 2)
    guard entry.hasChildren else { return AnyView(entry.view.padding(.leading, indent + 2)) }
    return AnyView(
      HStack(alignment: .top, spacing: 1) {
        Text(verbatim: "▾")
        entry.view
      }
      .padding(.leading, indent))
  }
}

extension OutlineGroup: RowSource where Parent: View, Leaf: View, Subgroup: View {
  func appendSegments(to segments: inout [RowSegment]) {
    var entries: [OutlineRows.Entry] = []
    flatten(roots, depth: 0, into: &entries)
    segments.append(
      RowSegment(kind: .rows, count: entries.count, rows: OutlineRows(entries: entries)))
  }

  /// Appends the elements of `level` and, after each, its children, depth first. The depth is
  /// bounded so that a tree whose children lead back to an ancestor cannot loop forever.
  private func flatten(_ level: [Data.Element], depth: Int, into entries: inout [OutlineRows.Entry])
  {
    guard depth < 64 else { return }
    for element in level {
      let children = children(element)
      entries.append(
        OutlineRows.Entry(
          id: AnyHashable(identify(element)), depth: depth, hasChildren: children != nil,
          view: AnyView(content(element))))
      if let children { flatten(Array(children), depth: depth + 1, into: &entries) }
    }
  }
}
