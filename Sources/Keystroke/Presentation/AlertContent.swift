/// The inside of an alert or confirmation dialog: a bold title, an optional message, and the
/// action buttons; any button closes the dialog after its action, and with no buttons an OK
/// button is supplied.
struct AlertContent<Actions: View, Message: View> {
  let title: String?
  let actions: Actions
  let message: Message?
  let stacksButtons: Bool

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension AlertContent: View {}

extension AlertContent: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var items: [Element] = []
    if let title {
      let built = context.build(Text(title).bold(), key: .index(0))
      // Short of rows, the title is given its lines before the message and the gap.
      for element in built { element.layoutPriority = 1 }
      items += built
    }
    if let message {
      // Short of rows, the message (which only explains the title) is left out whole rather
      // than cut to a line.
      items += context.build(message, key: .index(1)).map { CollapsibleElement(child: $0) }
    }
    let dismiss = context.environment.dismiss
    // Opening with only destructive buttons, the dialog starts on the first of them.
    if context.node.graph.isClaimingFocus, DialogActionRoles.areAllDestructive(actions) {
      context.node.graph.letDialogClaimReachAvoiders()
    }
    let before = context.interactions.focusTargets.count
    let title = self.title
    var buttons = context.build(actions, key: .index(2)) { environment in
      environment.actionDismissesPresentation = dismiss
      // A button with a shortcut is named in keymaps by the dialog's title.
      if let title, !title.isEmpty { environment.screenName = title }
    }
    if context.interactions.focusTargets.count == before {
      buttons = context.build(Button("OK") { dismiss() }, key: .index(3))
    }
    // The suppression check box sits above the buttons but is built after them, so the
    // dialog still opens on its buttons and Tab reaches the box last.
    if let suppression = context.environment.dialogSuppression {
      let box = Toggle(isOn: suppression.isSuppressed) { suppression.title }
      let boxStart = context.interactions.focusTargets.count
      items += context.build(box, key: .index(4)) { $0.dialogSuppression = nil }
      for index in boxStart..<context.interactions.focusTargets.count {
        context.interactions.focusTargets[index].avoidsInitialFocus = true
      }
    }
    StackAxisAssignment.assign(stacksButtons ? .vertical : .horizontal, to: buttons)
    // An alert's row of buttons stacks when the terminal is too narrow for it.
    let row: Element =
      stacksButtons
      ? StackElement(axis: .vertical, spacing: 0, items: buttons)
      : DialogButtonsElement(buttons: buttons)
    // One blank row between the text and the buttons, never more, so the dialog is only as
    // tall as its content; none when the window is short of rows.
    if !items.isEmpty { items.append(DialogGapElement()) }
    items.append(row)
    StackAxisAssignment.assign(.vertical, to: items)
    return [StackElement(axis: .vertical, horizontalAlignment: .center, spacing: 0, items: items)]
  }
}

private struct ActionDismissesKey: EnvironmentKey {
  static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
  /// Set inside alerts and dialogs: buttons close the presentation after their action.
  var actionDismissesPresentation: DismissAction? {
    get { self[ActionDismissesKey.self] }
    set { self[ActionDismissesKey.self] = newValue }
  }
}

extension View {
  /// Presents an alert titled with a string literal while `isPresented` is true.
  public consuming func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert with a message while `isPresented` is true.
  public consuming func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(titleKey.text, isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents an alert titled with a string while `isPresented` is true.
  @_disfavoredOverload
  public consuming func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(String(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert titled with a string, with a message, while `isPresented` is true.
  @_disfavoredOverload
  public consuming func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(String(title), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents a confirmation dialog (a stacked list of choices) while `isPresented` is true.
  public consuming func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : titleKey.text, isPresented: isPresented,
      actions: actions(), message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog with a message while `isPresented` is true.
  public consuming func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : titleKey.text, isPresented: isPresented,
      actions: actions(), message: message(), stacked: true)
  }

  /// Presents a confirmation dialog titled with a string while `isPresented` is true.
  @_disfavoredOverload
  public consuming func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : String(title), isPresented: isPresented,
      actions: actions(), message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog titled with a string, with a message, while `isPresented`
  /// is true.
  @_disfavoredOverload
  public consuming func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : String(title), isPresented: isPresented,
      actions: actions(), message: message(), stacked: true)
  }

  /// Presents a confirmation dialog titled with a text view while `isPresented` is true.
  public consuming func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : title.plainText, isPresented: isPresented,
      actions: actions(), message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog titled with a text view, with a message, while
  /// `isPresented` is true.
  public consuming func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : title.plainText, isPresented: isPresented,
      actions: actions(), message: message(), stacked: true)
  }

  /// Presents an alert titled with a text view while `isPresented` is true.
  public consuming func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(title.plainText, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert titled with a text view, with a message, while `isPresented` is true.
  public consuming func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(title.plainText, isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presents an alert, or a confirmation dialog when `stacked`, while `isPresented` is true.
  func dialog<A: View, M: View>(
    _ title: String?, isPresented: Binding<Bool>, actions: A, message: M?, stacked: Bool = false
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .alert, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
        content: {
          AlertContent(title: title, actions: actions, message: message, stacksButtons: stacked)
        }, isPresentedNow: { isPresented.wrappedValue }))
  }
}
