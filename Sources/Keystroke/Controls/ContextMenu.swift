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
  public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }

  /// Adds a context menu with a preview to this view: Shift+F10 opens `menuItems` as
  /// ``contextMenu(menuItems:)`` does, and the box shows `preview` beside the items.
  ///
  /// The preview goes to the right of the items, past a rule, when the terminal is wide
  /// enough to give it room; else above them when it is tall enough; else it is left out, so
  /// the items always show whole. It is only looked at: its controls take no focus and no
  /// keys.
  public consuming func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems(), preview: AnyView(preview())))
  }
}

/// Opens a context menu on Shift+F10 while focus is on or inside the modified view.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
  let menuItems: MenuItems
  /// What the box shows beside the items, when it has a preview.
  var preview: AnyView? = nil

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
          Self.open(state, graph: graph)
          return .handled
        }))
    let opening = state.isOpen && !state.wasOpen
    state.wasOpen = state.isOpen
    guard state.isOpen else { return elements }
    let collector = MenuCollector()
    // The items get a child of their own: the view the menu is attached to is the node's
    // first child (or the node itself, for a table's rows), and building the items in its
    // place would replace it, and drop its state, whenever the menu opened.
    let entries = collector.entries(of: menuItems, context: context, key: .index(2))
    let items = PopUpMenuState.items(in: entries)
    // The box opens on its first enabled item, as the menu bar's menus and pop-up menus do.
    if opening { state.highlighted = PopUpMenuState.nextEnabled(in: items, from: 0, step: 1) ?? 0 }
    let close: @MainActor @Sendable () -> Void = {
      state.isOpen = false
      // Focus goes back to the control the box opened on, now, so the update builds it with
      // its mark in one pass; the host would give it back there after the build.
      if let covered = state.coveredFocus, graph.focusedNodeID != covered,
        graph.interactions.focusTarget(id: covered) != nil
      {
        graph.moveFocusBeforeBuild(to: covered)
      }
      invalidation.raise()
    }
    // The layer the menu's items act in, whose screens a keymap's `"when"` is read against.
    let beneath = record.currentLayer
    var layer = PresentationLayerRecord(kind: .alert, identity: context.node.id, dismiss: close)
    layer.anchor = state.anchor ?? elements.first?.frame
    let mark = record.beginLayer(layer)
    let panel = ContextMenuPanel(
      items: items, actions: collector.actions, keys: Self.keys(in: entries),
      keymapIDs: Self.keymapIDs(in: entries, screen: context.environment.screenName),
      keymapLayer: beneath, profile: context.environment.keyProfile,
      state: state, close: close)
    let claims = opening && graph.focusedNodeID == nil
    if claims {
      graph.noteFocusLeftForOpeningLayer(covered: state.coveredFocus)
      graph.armFocusClaim(leaving: nil, owner: nil)
    }
    var presented = context.build(panel, key: .index(1))
    if claims { graph.disarmFocusClaim() }
    if let preview {
      // Only looked at: built disabled, so nothing in it takes focus from the items.
      let shown = context.build(preview, key: .named(.contextMenuPreview)) { $0.isEnabled = false }
      presented = [MenuPreviewElement(menu: Self.single(presented), preview: Self.single(shown))]
    }
    record.endLayer(mark, elements: presented)
    return elements
  }

  /// `elements` as one element: the element itself when there is one, else a column of them.
  private static func single(_ elements: [Element]) -> Element {
    elements.count == 1 ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
  }

  /// Opens the menu `state` belongs to, under the control that has focus.
  static func open(_ state: ContextMenuState, graph: ViewGraph) {
    state.isOpen = true
    state.highlighted = 0
    state.window.row = 0
    // The box opens under the control that has focus.
    state.anchor = graph.interactions.focusTarget(id: graph.focusedNodeID).map {
      Self.anchor(of: $0.element)
    }
    // The box takes focus: the control leaves it now, so the update builds it without its
    // mark and the box takes focus as it is built, in one pass.
    state.coveredFocus = graph.focusedNodeID
    graph.moveFocusBeforeBuild(to: nil)
    graph.invalidation.raise()
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

  /// The identity a keymap names each command in `entries` by, by its id: the id it was given
  /// with `.commandID`, else its screen's name and its title, as for a button on the screen
  /// (the context menu's Edit… on Time Entries is `Time Entries/Edit…`, as its button is).
  private static func keymapIDs(in entries: [MenuEntry], screen: String?) -> [CommandID: CommandID]
  {
    var ids: [CommandID: CommandID] = [:]
    for entry in entries {
      switch entry {
      case .command(let command, _):
        ids[command.id] =
          command.stableID ?? CommandID((screen ?? "Controls") + "/" + command.title)
      case .submenu(let submenu):
        ids.merge(Self.keymapIDs(in: submenu.entries, screen: screen)) { first, _ in first }
      case .separator: break
      }
    }
    return ids
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
final class ContextMenuState: @MainActor ItemWindowState {
  var isOpen = false
  var highlighted = 0
  /// The first item the box shows, when it has more than fit.
  let window = ItemWindowPosition()
  /// The first item shown, as the wheel moves it.
  var top: Int {
    get { window.row }
    set { window.row = newValue }
  }
  /// Where the box opens under: the focused control's frame, or its cursor row's.
  var anchor: CellRect?
  /// The control that had focus when the box opened, which gets it back when the box closes.
  var coveredFocus: Int?
  /// Whether the box was open in the last update, so an update can tell it is opening.
  var wasOpen = false

  init() {}
}
