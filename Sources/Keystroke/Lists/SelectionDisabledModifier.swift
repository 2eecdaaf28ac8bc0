/// Marks a view as one the user cannot select in a list: `.selectionDisabled(_:)`.
///
/// The modifier draws nothing; a list reads the mark off each row's view as it reads the row's
/// tag, without building the row, so the keys skip a marked row whether or not the list built
/// it yet (see ``ListEntries/isUserSelectable(_:)``).
struct SelectionDisabledModifier: ViewModifier, PrimitiveModifier {
  let isDisabled: Bool

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}

/// A view that may carry `.selectionDisabled(_:)` in its chain of modifiers.
@MainActor
protocol SelectionDisablingView {
  /// Whether a value of this type can carry the mark at all, known from the type alone, so a
  /// list does not evaluate rows that cannot (`Text(name)`) to look for it.
  static var mayDisableSelection: Bool { get }
  /// Whether the outermost `.selectionDisabled(_:)` in the chain disables selection (an outer
  /// modifier overrides an inner one, as a later trait does in SwiftUI).
  var isSelectionDisabled: Bool { get }
}

extension ModifiedContent: SelectionDisablingView where Content: View, Modifier: ViewModifier {
  static var mayDisableSelection: Bool {
    Modifier.self == SelectionDisabledModifier.self
      || (Content.self as? any SelectionDisablingView.Type)?.mayDisableSelection == true
  }

  var isSelectionDisabled: Bool {
    if let mark = modifier as? SelectionDisabledModifier { return mark.isDisabled }
    return (content as? any SelectionDisablingView)?.isSelectionDisabled == true
  }
}

extension AnyView: SelectionDisablingView {
  static var mayDisableSelection: Bool { true }

  var isSelectionDisabled: Bool {
    (wrapped as? any SelectionDisablingView)?.isSelectionDisabled == true
  }
}

extension View {
  /// Keeps the user from selecting this view in a ``List`` with a selection: ↑/↓, Page Up/Down
  /// and Home/End pass over the row, a click on it selects nothing, and in multiple selection
  /// Space does not toggle it and Shift+↑/↓ leave it out of the range. The app can still put
  /// the row's value in the selection binding itself.
  ///
  /// Apply it to the row as the list gets it (`ItemView(item: item).selectionDisabled(…)`
  /// inside the `ForEach`, or on a static row): the list reads it from there without
  /// building rows it does not show. Written inside the body of a custom row view, it is not
  /// seen.
  public consuming func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(SelectionDisabledModifier(isDisabled: isDisabled))
  }
}
