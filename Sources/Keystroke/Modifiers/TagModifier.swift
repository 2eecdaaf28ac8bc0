/// Attaches a value to a view, which pickers and lists use as the view's selection value.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    // A canvas finds its symbols by the tags on their elements; elsewhere (a picker's or a
    // list's rows, built on every update) no element needs its tag.
    if context.environment.marksTaggedElements, elements.count == 1 {
      elements[0].setTrait(value, for: Self.trait)
    }
    return elements
  }

  /// The key of the trait holding a tagged element's tag.
  static let trait = ObjectIdentifier(TagModifier.self)
}

private struct MarksTaggedElementsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether `.tag(_:)` leaves its tag on the element it builds (``TagModifier/trait``): set
  /// for a canvas's symbols, which the canvas finds by their tags.
  var marksTaggedElements: Bool {
    get { self[MarksTaggedElementsKey.self] }
    set { self[MarksTaggedElementsKey.self] = newValue }
  }
}

/// A view that may carry a tag somewhere in its chain of modifiers.
@MainActor
protocol TaggedView {
  /// Whether a value of this type can carry a tag at all, known from the type alone, so a
  /// list does not evaluate rows that cannot (`Text(name).padding()`) to look for one.
  static var mayCarryTag: Bool { get }
  /// The innermost-applied tag's value, or `nil`.
  var tagValue: AnyHashable? { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
  static var mayCarryTag: Bool {
    Modifier.self == TagModifier.self
      || (Content.self as? any TaggedView.Type)?.mayCarryTag == true
  }

  var tagValue: AnyHashable? {
    if let tag = modifier as? TagModifier { return tag.value }
    return (content as? any TaggedView)?.tagValue
  }
}

extension AnyView: TaggedView {
  static var mayCarryTag: Bool { true }

  var tagValue: AnyHashable? { (wrapped as? any TaggedView)?.tagValue }
}

extension View {
  /// Tags this view with a value: a ``Picker`` selects the option whose tag equals its
  /// selection, and a ``List`` selects rows by their tags.
  public consuming func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
