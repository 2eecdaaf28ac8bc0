import KeystrokeCore
import KeystrokeTerminal

/// The open box of a context menu: one line per item, its title at the left and its keys at
/// the right, the highlighted item reversed and disabled ones dimmed.
struct ContextMenuPanel: View {
  let items: [PopUpMenuState.Item]
  let actions: [CommandID: @MainActor () -> Void]
  let keys: [CommandID: KeySequence]
  /// The identity a user's keymap names each item by, by the item's id.
  var keymapIDs: [CommandID: CommandID] = [:]
  /// The presentation layer the items' keys work in (the one beneath the box).
  var keymapLayer = 0
  let profile: TerminalKeyProfile
  let state: ContextMenuState
  let close: @MainActor () -> Void

  var body: Never { primitiveBody(Self.self) }
}

extension ContextMenuPanel: PrimitiveView {
  /// `declared` as the user's `keymap` leaves each item's keys (by its keymap identity in
  /// `ids`) on the screens of layer `layer`: other keys replace the item's own, a removal takes
  /// them away.
  static func keys(
    _ declared: [CommandID: KeySequence], ids: [CommandID: CommandID], under keymap: ControlKeymap,
    inLayer layer: Int
  ) -> [CommandID: KeySequence] {
    var keys = declared
    for (id, keymapID) in ids {
      keys[id] = keymap.keys(for: keymapID, defaults: declared[id], inLayer: layer)
    }
    return keys
  }

  /// One line per item: its title, then its keys (spelled for `profile`) in a dimmed column.
  private static func lines(
    for items: [PopUpMenuState.Item], keys: [CommandID: KeySequence],
    profile: TerminalKeyProfile, base: CellStyle
  ) -> [Element] {
    let mapping = KeyMapping(profile: profile, declared: Array(keys.values))
    let formatter = HintLine.formatter(for: profile)
    let shown = items.map { item in
      keys[item.id].flatMap { mapping.displayString(for: $0, formatter: formatter) } ?? ""
    }
    let titleWidth = items.map { Self.width(of: $0.title) }.max() ?? 0
    return items.enumerated().map { index, item in
      var style = base
      if !item.isEnabled { style.attributes.insert(.dim) }
      var keyStyle = style
      keyStyle.attributes.insert(.dim)
      let gap =
        shown[index].isEmpty
        ? "" : String(repeating: " ", count: titleWidth - Self.width(of: item.title) + 3)
      return TextElement(
        runs: [(item.title + gap, style), (shown[index], keyStyle)], lineLimit: 1,
        alignment: .leading)
    }
  }

  /// The columns `text` takes on the grid.
  private static func width(of text: String) -> Int {
    text.reduce(0) { $0 + GraphemeWidth($1).columns }
  }

  func makeElements(in context: BuildContext) -> [Element] {
    // Asked so that a box just opened takes focus as it is built (the box draws its
    // highlight, not a focus mark, so the answer is not used).
    _ = context.isFocused
    let base = context.environment.textCellStyle
    let items = self.items
    // The items may have shrunk while the box was open.
    state.highlighted = min(max(0, state.highlighted), max(0, items.count - 1))
    // Each row's text waits in a slot: the user's keymap is checked after the window is
    // built (against the commands the build found), so in an app the rows are filled again
    // with the keys it leaves each item once it is known, in this update, before layout.
    let slots = items.map { _ in LateContentElement() }
    let profile = self.profile
    let fill: @MainActor ([CommandID: KeySequence]) -> Void = { keys in
      for (slot, line) in zip(
        slots, Self.lines(for: items, keys: keys, profile: profile, base: base))
      {
        slot.fill([line])
      }
    }
    fill(keys)
    if context.environment.menuBarArrivesLater {
      let declared = keys
      let ids = keymapIDs
      let layer = keymapLayer
      context.interactions.menuBarReaders.append(
        MenuBarReader { [weak record = context.interactions] _, _ in
          guard let keymap = record?.controlKeymap else { return }
          fill(Self.keys(declared, ids: ids, under: keymap, inLayer: layer))
        })
    }
    // A disabled item is never drawn highlighted (the arrows skip it): a box with nothing
    // enabled shows no highlight.
    let lines = slots.enumerated().map { index, slot in
      FocusHighlightElement(
        child: slot, isFocused: index == self.state.highlighted && items[index].isEnabled)
        as Element
    }
    var dim = base
    dim.attributes.insert(.dim)
    let empty = TextElement(runs: [("No actions", dim)], lineLimit: 1, alignment: .leading)
    let rowWindow = RowWindowElement(
      rows: lines, highlighted: state.highlighted, first: state.window)
    let element = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0,
      items: lines.isEmpty ? [empty] : [rowWindow])
    let invalidation = context.node.graph.invalidation
    let actions = self.actions
    let state = self.state
    // The wheel moves the box's window, and the highlight with it, when the rows do not fit.
    context.interactions.wheelTargets.append(
      ItemWindow.wheelTarget(
        over: rowWindow, layer: context.interactions.currentLayer, count: items.count,
        state: state, window: { state.window.shown }, isEnabled: { items[$0].isEnabled },
        changed: { invalidation.raise() }))
    let close = self.close
    var target = FocusTarget(
      node: context.node, isEnabled: true, isTextInput: false, element: element,
      handleKey: { key in
        guard key.modifiers.isEmpty else { return .ignored }
        switch key.key {
        case .upArrow, .downArrow, .home, .end, .pageUp, .pageDown:
          if let next = PopUpMenuState.highlight(
            after: key, in: items, from: state.highlighted, page: state.window.shown)
          {
            state.highlighted = next
          }
        case .return, .space:
          close()
          guard items.indices.contains(state.highlighted), items[state.highlighted].isEnabled
          else { return .handled }
          actions[items[state.highlighted].id]?()
        case .escape:
          close()
        default:
          return .ignored
        }
        invalidation.raise()
        return .handled
      })
    target.click = { _, row in
      close()
      // The rows shown start at the window's first item.
      let index = state.window.row + row
      guard items.indices.contains(index), items[index].isEnabled else { return }
      actions[items[index].id]?()
    }
    target.opensNothingEnabled = !items.contains { $0.isEnabled }
    context.interactions.focusTargets.append(target)
    return [element]
  }
}
