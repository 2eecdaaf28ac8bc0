/// Attaches a value to a view, which pickers and lists use as the view's selection value.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}

/// A view that may carry a tag somewhere in its chain of modifiers.
@MainActor
protocol TaggedView {
  /// The innermost-applied tag's value, or `nil`.
  var tagValue: AnyHashable? { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
  var tagValue: AnyHashable? {
    if let tag = modifier as? TagModifier { return tag.value }
    return (content as? any TaggedView)?.tagValue
  }
}

extension AnyView: TaggedView {
  var tagValue: AnyHashable? { (wrapped as? any TaggedView)?.tagValue }
}

extension View {
  /// Tags this view with a value: a ``Picker`` selects the option whose tag equals its
  /// selection, and a ``List`` selects rows by their tags.
  public consuming func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
