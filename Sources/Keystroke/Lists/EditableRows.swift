import Foundation

/// Dynamic content with delete and move actions that a ``List`` calls from the keyboard.
struct EditableRows<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  var data: Base.Data { base.data }

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension EditableRows: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    context.build(base, key: .index(0))
  }
}

extension EditableRows: RowSource {
  /// The base's segments, with this content's actions on the one run of rows it makes (actions
  /// set nearer the base win). Content that splits into several runs, such as sections, gets
  /// no actions, since its offsets would not be the rows' offsets.
  func appendSegments(to segments: inout [RowSegment]) {
    let start = segments.count
    RowSegments.append(base, to: &segments)
    guard segments.count == start + 1, segments[start].kind == .rows else { return }
    if segments[start].onDelete == nil { segments[start].onDelete = onDelete }
    if segments[start].onMove == nil { segments[start].onMove = onMove }
  }
}
