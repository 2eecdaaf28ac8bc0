import KeystrokeTerminal

/// A control that performs an action when pressed: with Return or Space while focused, with its
/// keyboard shortcut from anywhere in its window, or with a mouse click.
public struct Button<Label: View> {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// Creates a button with a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    role = nil
  }

  /// Creates a button with a role and a custom label.
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// Creates a button titled with a string literal.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button titled with a string.
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a role, titled with a string literal.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a role, titled with a string.
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: View {}

extension Button: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var environment = context.environment
    let isEnabled = environment.isEnabled
    if let collector = environment.menuCollector {
      collector.appendCommand(
        node: context.node, title: Self.title(of: label), keys: environment.commandKeys,
        isEnabled: isEnabled, checked: nil, stableID: environment.commandID,
        isDestructive: role == .destructive, action: action)
      return []
    }
    if role == .destructive { environment.foregroundColor = .red }
    let labelElements: [Element]
    if let style = environment.customButtonStyle {
      // A custom `ButtonStyle` draws the label; the button keeps its behaviour.
      let styled = style.makeBody(
        ButtonStyleConfiguration(
          label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false,
          role: role))
      labelElements = context.build(styled, key: .index(1)) { $0 = environment }
    } else {
      labelElements = context.build(label, key: .index(0)) { $0 = environment }
    }
    let title = Self.title(of: label)
    let action: @MainActor () -> Void
    if let closing = environment.actionDismissesPresentation {
      let original = self.action
      action = {
        original()
        closing()
      }
    } else {
      action = self.action
    }
    let isFocused = context.isFocused(avoidingInitialFocus: role == .destructive)
    let element = ButtonElement(
      label: StackElement(axis: .horizontal, spacing: 1, items: labelElements),
      style: environment.buttonStyleKind, isFocused: isFocused, isEnabled: isEnabled,
      tint: environment.tint)
    let interactions = context.interactions
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled, key.modifiers.isEmpty, key.key == .return || key.key == .space else {
          return .ignored
        }
        action()
        return .handled
      })
    target.click = { _, _ in if isEnabled { action() } }
    target.avoidsInitialFocus = role == .destructive
    interactions.focusTargets.append(target)
    if let keys = environment.commandKeys {
      var target = ShortcutTarget(
        node: context.node, keys: keys, title: title, isEnabled: isEnabled,
        action: action, isDestructive: role == .destructive)
      target.commandID =
        environment.commandID
        ?? CommandID((environment.screenName ?? "Controls") + "/" + title)
      interactions.shortcutTargets.append(target)
    } else if role == .cancel {
      interactions.shortcutTargets.append(
        ShortcutTarget(
          node: context.node, shortcut: .cancelAction, title: title, isEnabled: isEnabled,
          action: action))
    }
    return [element]
  }

  /// The plain text of a label, for traces and menus.
  static func title(of label: Label) -> String {
    if let text = label as? Text { return text.plainText }
    if let titled = label as? any TitledView { return titled.plainTitle }
    return String(describing: Label.self)
  }
}

/// A view that can say its title in plain text (for menus and traces).
protocol TitledView {
  /// The title.
  var plainTitle: String { get }
}
