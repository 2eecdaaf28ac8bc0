import KeystrokeCore
import KeystrokeTerminal

/// A control that shows a list of actions.
///
/// Inside commands (`CommandMenu`, `CommandGroup`) it is a submenu titled with its label. In
/// ordinary views it is a pop-up button drawn like a button with `▾` after its label: Return or
/// Space opens a drop-down list of its content's buttons under it, ↑/↓ move the highlight,
/// Return or Space runs the highlighted button and Escape closes the list. With a
/// `primaryAction`, Return runs that action and Space opens the list.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  /// Creates a menu with a custom label.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// Creates a menu with a custom label and an action of its own.
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = mainActorAction(primaryAction)
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
  /// Creates a menu titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a menu titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(verbatim: String(title)) }
  }

  /// Creates a menu titled with a string literal, with an action of its own.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu titled with a string, with an action of its own.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { Text(verbatim: String(title)) }, primaryAction: primaryAction)
  }
}

extension Menu: View {}

extension Menu: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    let title = MenuItemTitle.of(label) ?? "Menu"
    if let collector = environment.menuCollector {
      collector.appendSubmenu(
        title: title, isEnabled: environment.isEnabled, content: content, context: context)
      return []
    }
    let state: PopUpMenuState
    if let stored = context.node.memory(PopUpMenuState.self) {
      state = stored
    } else {
      state = PopUpMenuState()
      context.node.keep(state)
    }
    let isFocused = context.isFocused
    if !isFocused { state.isOpen = false }
    // The content's buttons are collected as menu entries, as inside commands.
    let collector = MenuCollector()
    let items = PopUpMenuState.items(in: collector.entries(of: content, context: context))
    let actions = collector.actions
    let isEnabled = environment.isEnabled
    let labelElements = context.build(label, key: .index(1))
    let arrow = TextElement(
      runs: [("▾", environment.textCellStyle)], lineLimit: 1, alignment: .leading)
    let button = ButtonElement(
      label: StackElement(axis: .horizontal, spacing: 1, items: labelElements + [arrow]),
      style: environment.buttonStyleKind, isFocused: isFocused && !state.isOpen,
      isEnabled: isEnabled, tint: environment.tint)
    var rows: [Element] = [button]
    if state.isOpen {
      // A window of the items around the highlight, with a scroll bar beside a longer list.
      let window = ItemWindow.rows(
        count: items.count, highlighted: &state.highlighted, first: &state.top
      ) { index, isHighlighted in
        let item = items[index]
        var style = environment.textCellStyle
        if !item.isEnabled { style.attributes.insert(.dim) }
        let text = TextElement(
          runs: [(" " + item.title + " ", style)], lineLimit: 1, alignment: .leading)
        // A disabled item is never drawn highlighted (the arrows skip it).
        return FocusHighlightElement(child: text, isFocused: isHighlighted && item.isEnabled)
      }
      rows += window
      if items.count > ItemWindow.inlineRows, let list = window.first {
        let invalidation = context.node.graph.invalidation
        context.interactions.wheelTargets.append(
          ItemWindow.wheelTarget(
            over: list, layer: context.interactions.currentLayer, count: items.count,
            state: state, isEnabled: { items[$0].isEnabled }, changed: { invalidation.raise() }))
      }
    }
    let element = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: rows)
    let invalidation = context.node.graph.invalidation
    let primaryAction = self.primaryAction
    let open = {
      state.isOpen = true
      state.top = 0
      state.highlighted = PopUpMenuState.nextEnabled(in: items, from: 0, step: 1) ?? 0
      invalidation.raise()
    }
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled, key.modifiers.isEmpty else { return .ignored }
        guard state.isOpen else {
          if key.key == .return, let primaryAction {
            primaryAction()
          } else if key.key == .return || key.key == .space {
            open()
          } else {
            return .ignored
          }
          return .handled
        }
        switch key.key {
        case .upArrow, .downArrow, .home, .end, .pageUp, .pageDown:
          if let next = PopUpMenuState.highlight(
            after: key, in: items, from: state.highlighted, page: ItemWindow.inlineRows)
          {
            state.highlighted = next
          }
        case .return, .space:
          guard items.indices.contains(state.highlighted), items[state.highlighted].isEnabled
          else { return .handled }
          state.isOpen = false
          actions[items[state.highlighted].id]?()
        case .escape:
          state.isOpen = false
        default:
          return .ignored
        }
        invalidation.raise()
        return .handled
      })
    target.click = { _, row in
      guard isEnabled else { return }
      // Row 0 is the button; the items shown start at the window's first.
      if state.isOpen, row > 0, row <= ItemWindow.inlineRows,
        items.indices.contains(state.top + row - 1)
      {
        let item = items[state.top + row - 1]
        guard item.isEnabled else { return }
        state.isOpen = false
        actions[item.id]?()
      } else if state.isOpen {
        state.isOpen = false
      } else if let primaryAction {
        primaryAction()
      } else {
        open()
      }
      invalidation.raise()
    }
    target.capturesKeys = state.isOpen
    target.opensNothingEnabled = state.isOpen && !items.contains { $0.isEnabled }
    context.interactions.focusTargets.append(target)
    return [element]
  }
}

/// Whether a pop-up menu's list is open, and which item is highlighted.
final class PopUpMenuState: ItemWindowState {
  /// One line of the open list.
  struct Item: Equatable {
    var id: CommandID
    var title: String
    var isEnabled: Bool
  }

  var isOpen = false
  var highlighted = 0
  /// The first item shown while open.
  var top = 0
  init() {}

  /// The item a navigation key highlights in an open list, from `current`: ↑/↓ the next
  /// enabled one (wrapping), Home/End the first or last, Page Up/Page Down the nearest enabled
  /// one a `page` away; `nil` for any other key or when nothing is enabled.
  static func highlight(after key: KeyPress, in items: [Item], from current: Int, page: Int)
    -> Int?
  {
    guard !items.isEmpty else { return nil }
    switch key.key {
    case .upArrow: return nextEnabled(in: items, from: current - 1, step: -1)
    case .downArrow: return nextEnabled(in: items, from: current + 1, step: 1)
    case .home: return nextEnabled(in: items, from: 0, step: 1)
    case .end: return nextEnabled(in: items, from: items.count - 1, step: -1)
    case .pageUp: return nextEnabled(in: items, from: max(0, current - max(1, page)), step: 1)
    case .pageDown:
      return nextEnabled(in: items, from: min(items.count - 1, current + max(1, page)), step: -1)
    default: return nil
    }
  }

  /// The selectable lines of `entries`: submenus are listed inline as "Title ▸ item", toggles
  /// and picker options carry a check mark, separators are left out.
  static func items(in entries: [MenuEntry], prefix: String = "", enabled: Bool = true) -> [Item] {
    entries.flatMap { entry -> [Item] in
      switch entry {
      case .command(let command, let checked):
        let mark = checked.map { $0 ? "✓ " : "  " } ?? ""
        return [
          Item(
            id: command.id, title: prefix + mark + command.title,
            isEnabled: command.isEnabled && enabled)
        ]
      case .separator:
        return []
      case .submenu(let submenu):
        return items(
          in: submenu.entries, prefix: prefix + submenu.title + " ▸ ",
          enabled: enabled && submenu.isEnabled)
      }
    }
  }

  /// The first enabled item at or after `start` going in `step`'s direction, wrapping.
  static func nextEnabled(in items: [Item], from start: Int, step: Int) -> Int? {
    guard !items.isEmpty else { return nil }
    for offset in 0..<items.count {
      let index = ((start + offset * step) % items.count + items.count) % items.count
      if items[index].isEnabled { return index }
    }
    return nil
  }
}
