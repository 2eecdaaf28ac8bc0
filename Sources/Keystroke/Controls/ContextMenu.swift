import KeystrokeCore

extension View {
  /// Adds a context menu to this view: Shift+F10, while focus is on or inside the view, opens a
  /// small box of `menuItems` under the focused control.
  ///
  /// The items are the buttons (and toggles, pickers and menus) of `menuItems`, shown with
  /// their keyboard shortcuts in the keys this terminal needs. ↑/↓ move the highlight, Return
  /// or Space run the highlighted item and close the box, Escape closes it. A terminal has no
  /// right click and no portable Menu key, so Shift+F10 (the Windows and GTK key for a context
  /// menu) opens it.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }
}

/// Opens a context menu on Shift+F10 while focus is on or inside the modified view.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
  let menuItems: MenuItems

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    attach(to: context.build(content, key: .index(0)), in: context)
  }

  /// Registers Shift+F10 for the already built `elements` and, while the menu is open, presents
  /// it over them.
  func attach(to elements: [Element], in context: BuildContext) -> [Element] {
    let state: ContextMenuState
    if let stored = context.node.memory(ContextMenuState.self) {
      state = stored
    } else {
      state = ContextMenuState()
      context.node.keep(state)
    }
    let invalidation = context.node.graph.invalidation
    let graph = context.node.graph
    let record = context.interactions
    let isEnabled = context.environment.isEnabled
    record.keyHandlers.append(
      KeyHandler(
        node: context.node, keys: [KeyEquivalent(.function(10))], phases: [.down],
        action: { key in
          guard isEnabled, key.modifiers == .shift, !state.isOpen else { return .ignored }
          state.isOpen = true
          state.highlighted = 0
          // The box opens under the control that has focus.
          state.anchor = graph.interactions.focusTarget(id: graph.focusedNodeID).map {
            Self.anchor(of: $0.element)
          }
          invalidation.raise()
          return .handled
        }))
    guard state.isOpen else { return elements }
    let collector = MenuCollector()
    let entries = collector.entries(of: menuItems, context: context)
    let items = PopUpMenuState.items(in: entries)
    let close: @MainActor @Sendable () -> Void = {
      state.isOpen = false
      invalidation.raise()
    }
    var layer = PresentationLayerRecord(kind: .alert, identity: context.node.id, dismiss: close)
    layer.anchor = state.anchor ?? elements.first?.frame
    let mark = record.beginLayer(layer)
    let panel = ContextMenuPanel(
      items: items, actions: collector.actions, keys: Self.keys(in: entries),
      profile: context.environment.keyProfile,
      state: state, close: close)
    let presented = context.build(panel, key: .index(1))
    record.endLayer(mark, elements: presented)
    return elements
  }

  /// The frame a menu opens under for a focused element: a list's or table's cursor row, else
  /// the element itself.
  private static func anchor(of element: Element) -> CellRect {
    let list = (element as? TableElement)?.rows ?? (element as? LazyListElement)
    if let list, let cursor = list.state.cursor,
      let row = list.placed.first(where: { $0.entry == cursor })
    {
      return CellRect(x: list.frame.x, y: row.element.frame.y, width: list.frame.width, height: 1)
    }
    return element.frame
  }

  /// The shortcut of each command in `entries`, by id.
  private static func keys(in entries: [MenuEntry]) -> [CommandID: KeySequence] {
    var keys: [CommandID: KeySequence] = [:]
    for entry in entries {
      switch entry {
      case .command(let command, _): keys[command.id] = command.keys
      case .submenu(let submenu): keys.merge(Self.keys(in: submenu.entries)) { first, _ in first }
      case .separator: break
      }
    }
    return keys
  }
}

/// Whether a context menu is open, where, and which item is highlighted.
@MainActor
final class ContextMenuState {
  var isOpen = false
  var highlighted = 0
  /// Where the box opens under: the focused control's frame, or its cursor row's.
  var anchor: CellRect?

  init() {}
}
