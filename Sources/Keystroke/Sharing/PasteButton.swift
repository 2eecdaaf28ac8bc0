/// A button that pastes, SwiftUI's `PasteButton`. A terminal app cannot read the system
/// clipboard, so the button pastes the app's own pasteboard (what was last cut or copied in
/// it) when activated, and while it has focus a paste from the terminal (its paste shortcut,
/// delivered as a bracketed paste) and Edit › Paste reach it too.
///
/// The pasted text becomes one value of the payload type: `String`, `URL` (when the text is
/// an address), `Data` (its UTF-8) or `AttributedString`; text that makes no such value is not
/// delivered.
public struct PasteButton {
  let deliver: @MainActor (String) -> Void
  let pasteStored: @MainActor (Pasteboard?) -> Void

  /// A button that pastes values of `payloadType` and hands them to `onPaste`: values of that
  /// type copied in the app as they are, else the value the pasted text makes (for a
  /// `Transferable` type through its representations, after a task has converted it).
  nonisolated public init<T>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
    deliver = { text in TransferClipboard.values(from: text, as: T.self, deliver: onPaste) }
    pasteStored = { pasteboard in
      TransferClipboard.paste(T.self, from: pasteboard, deliver: onPaste)
    }
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension PasteButton: View {}

extension PasteButton: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let pasteboard = context.environment.pasteboard
    let deliver = self.deliver
    let pasteFromStore = self.pasteStored
    let pasteStored: @MainActor () -> Void = { pasteFromStore(pasteboard) }
    let button = Button(action: pasteStored) {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    let record = context.interactions
    let before = record.focusTargets.count
    let elements = context.build(button, key: .index(0))
    // Whether focus is on the button changes with no change here: built on every update, the
    // button registers as the paste target exactly while it has focus.
    let graph = context.node.graph
    graph.noteUncopyableBuild()
    let focused = record.focusTargets[before...].contains { $0.node.id == graph.focusedNodeID }
    if context.environment.isEnabled, focused {
      context.interactions.textEditing = TextEditingTarget(
        hasSelection: false, allowsCopy: false, cut: {}, copy: {}, paste: pasteStored,
        insert: deliver, selectAll: {}, delete: {})
    }
    return elements
  }
}
