/// The entry of a segment of one view: a static row, or a section's header or footer.
///
/// The view is wrapped for building only when the list shows it; a row's tag is read up front
/// because selection looks at it, while headers and footers never have one.
struct SingleRow<Content: View>: RowProvider {
  let content: Content
  /// The row's tag, its selection value.
  let tag: AnyHashable?
  /// The segment's position in its list, the identity of an untagged row.
  let position: Int
  /// Whether the row is a tagged one marked `.selectionDisabled()`.
  let selectionDisabled: Bool

  /// A row for `content`, reading its tag only if it is selectable.
  init(_ content: Content, selectable: Bool, position: Int) {
    self.content = content
    let tag = selectable ? (content as? any TaggedView)?.tagValue : nil
    self.tag = tag
    self.position = position
    selectionDisabled =
      tag != nil && (content as? any SelectionDisablingView)?.isSelectionDisabled == true
  }

  func selectionValue(at local: Int) -> AnyHashable? { tag }

  func tagValue(at local: Int) -> AnyHashable? { tag }

  func isSelectionDisabled(at local: Int) -> Bool { selectionDisabled }

  func identity(at local: Int) -> AnyHashable { tag ?? AnyHashable(position) }

  func view(at local: Int) -> AnyView { AnyView(content) }
}
