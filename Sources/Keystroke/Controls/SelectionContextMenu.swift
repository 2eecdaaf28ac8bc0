import KeystrokeCore

extension View {
  /// Adds a context menu for the selected rows of the ``List`` or ``Table`` this modifies.
  ///
  /// Shift+F10 opens the menu `menu` makes from the selection (the rows whose identifiers are
  /// of type `I`); with nothing selected the set is empty, as for a click on empty space in
  /// SwiftUI. Return on the list or table runs `primaryAction` on the selection, the keyboard
  /// form of a double click. A terminal has no right click, so the menu opens under the
  /// selected row, like ``View/contextMenu(menuItems:)``.
  public consuming func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(
      SelectionContextMenuModifier(
        menu: { selection in menu(Set(selection.compactMap { $0.base as? I })) },
        primaryAction: primaryAction.map { action in
          { selection in action(Set(selection.compactMap { $0.base as? I })) }
        }))
  }
}

/// A context menu made from the selection of the list or table it modifies, with an optional
/// action for Return.
struct SelectionContextMenuModifier<M: View>: ViewModifier, PrimitiveModifier {
  let menu: (Set<AnyHashable>) -> M
  let primaryAction: ((Set<AnyHashable>) -> Void)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let box: SelectionMenuBox
    if let stored = context.node.memory(SelectionMenuBox.self) {
      box = stored
    } else {
      box = SelectionMenuBox()
      context.node.keep(box)
    }
    box.primaryAction = primaryAction
    let elements = context.build(content, key: .index(0)) { $0.selectionMenu = box }
    return ContextMenuModifier(menuItems: menu(box.selection)).attach(to: elements, in: context)
  }
}
