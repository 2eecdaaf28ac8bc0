/// An alert described as a value, the form SwiftUI had before `alert(_:isPresented:actions:)`:
/// a title, an optional message and one or two buttons, presented with
/// `.alert(isPresented:content:)` or `.alert(item:content:)`. It is drawn as the newer alerts
/// are: bold title, message, the buttons in a row; Escape runs a cancel button.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An alert with one button that closes it (OK when `dismissButton` is `nil`).
  nonisolated public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  nonisolated public init(
    title: Text, message: Text? = nil, primaryButton: Alert.Button,
    secondaryButton: Alert.Button
  ) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert`` or an ``ActionSheet``: its title, role and action.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    /// A plain button.
    nonisolated public static func `default`(_ label: Text, action: (() -> Void)? = {})
      -> Alert.Button
    {
      Alert.Button(label: label, role: nil, action: mainActorAction(action))
    }

    /// A cancel button titled `label`; Escape runs it.
    nonisolated public static func cancel(_ label: Text, action: (() -> Void)? = {})
      -> Alert.Button
    {
      Alert.Button(label: label, role: .cancel, action: mainActorAction(action))
    }

    /// A cancel button titled Cancel; Escape runs it.
    nonisolated public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: mainActorAction(action))
    }

    /// A button for an action that destroys data, drawn as destructive buttons are.
    nonisolated public static func destructive(_ label: Text, action: (() -> Void)? = {})
      -> Alert.Button
    {
      Alert.Button(label: label, role: .destructive, action: mainActorAction(action))
    }
  }
}

/// The buttons of an ``Alert`` or ``ActionSheet`` as the views a dialog shows.
struct LegacyDialogButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      Keystroke.Button(role: button.role) {
        button.action?()
      } label: {
        button.label
      }
    }
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true; any of its buttons sets
  /// `isPresented` to false.
  public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    legacyDialog(
      isPresented.wrappedValue ? content() : nil, presentedID: AnyHashable(true),
      dismiss: { isPresented.wrappedValue = false }, isPresentedNow: { isPresented.wrappedValue })
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`; any of its buttons
  /// sets `item` to `nil`.
  public consuming func alert<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> Alert
  ) -> some View {
    let current = item.wrappedValue
    return legacyDialog(
      current.map(content), presentedID: current.map { AnyHashable($0.id) },
      dismiss: { item.wrappedValue = nil }, isPresentedNow: { item.wrappedValue != nil })
  }

  /// Presents `alert` (nothing when `nil`) as an alert layer.
  func legacyDialog(
    _ alert: Alert?, presentedID: AnyHashable?, stacked: Bool = false,
    dismiss: @escaping @MainActor () -> Void, isPresentedNow: @escaping @MainActor () -> Bool
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .alert, presentedID: alert == nil ? nil : presentedID, dismiss: dismiss,
        onDismiss: nil,
        content: {
          AlertContent(
            title: alert?.title.plainText,
            actions: LegacyDialogButtons(buttons: alert?.buttons ?? []),
            message: alert?.message, stacksButtons: stacked)
        }, isPresentedNow: isPresentedNow))
  }
}
