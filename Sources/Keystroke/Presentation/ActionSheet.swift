/// A list of choices described as a value, the form SwiftUI had before
/// `confirmationDialog(_:isPresented:actions:)`, presented with `.actionSheet(isPresented:content:)`
/// or `.actionSheet(item:content:)`: drawn as a confirmation dialog, its buttons one above
/// another.
public struct ActionSheet {
  let alert: Alert

  /// The buttons of an action sheet are those of an alert.
  public typealias Button = Alert.Button

  /// An action sheet with a title, an optional message and its buttons (by default one
  /// Cancel button).
  nonisolated public init(
    title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]
  ) {
    alert = Alert(title: title, message: message, buttons: buttons)
  }
}

extension Alert {
  /// An alert with any buttons: what an ``ActionSheet`` shows.
  nonisolated init(title: Text, message: Text?, buttons: [Alert.Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension View {
  /// Presents the action sheet `content` makes while `isPresented` is true; any of its buttons
  /// sets `isPresented` to false.
  public consuming func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet)
    -> some View
  {
    legacyDialog(
      isPresented.wrappedValue ? content().alert : nil, presentedID: AnyHashable(true),
      stacked: true, dismiss: { isPresented.wrappedValue = false },
      isPresentedNow: { isPresented.wrappedValue })
  }

  /// Presents the action sheet `content` makes for `item` while it is not `nil`; any of its
  /// buttons sets `item` to `nil`.
  public consuming func actionSheet<T: Identifiable>(
    item: Binding<T?>, content: (T) -> ActionSheet
  ) -> some View {
    let current = item.wrappedValue
    return legacyDialog(
      current.map { content($0).alert }, presentedID: current.map { AnyHashable($0.id) },
      stacked: true, dismiss: { item.wrappedValue = nil },
      isPresentedNow: { item.wrappedValue != nil })
  }
}
