/// A `ForEach` whose elements are one row each gives its rows on demand, from its data.
extension ForEach: RowProvider where Content: View {
  func selectionValue(at local: Int) -> AnyHashable? { identity(at: local) }

  /// The row's own tag, read by evaluating the row only when its type can carry one.
  func tagValue(at local: Int) -> AnyHashable? {
    guard let tagged = Content.self as? any TaggedView.Type, tagged.mayCarryTag else {
      return nil
    }
    return (content(element(local)) as? any TaggedView)?.tagValue
  }

  /// Whether the row is marked `.selectionDisabled()`, read by evaluating the row only when
  /// its type can carry the mark.
  func isSelectionDisabled(at local: Int) -> Bool {
    guard let marked = Content.self as? any SelectionDisablingView.Type,
      marked.mayDisableSelection
    else { return false }
    return (content(element(local)) as? any SelectionDisablingView)?.isSelectionDisabled == true
  }

  func identity(at local: Int) -> AnyHashable { AnyHashable(identify(element(local))) }

  func view(at local: Int) -> AnyView { AnyView(content(element(local))) }

  /// Builds the row's view as it is, not wrapped in an `AnyView`, under a key that holds an
  /// `Int` identity as a number: every visible row is looked up on every update, and an
  /// `AnyHashable` hashes and compares through its box.
  func buildRow(at local: Int, segment: Int, in context: BuildContext) -> [Element] {
    let element = element(local)
    let id = identify(element)
    let key: ChildKey =
      ID.self == Int.self
      ? .numberedRow(segment: segment, number: unsafeBitCast(id, to: Int.self))
      : .row(segment: segment, identity: AnyHashable(id))
    return context.build(content(element), key: key)
  }

  private func element(_ local: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: local)]
  }
}
