/// Gives the Edit menu's Copy, Cut and Paste (and a paste from the terminal) to the content
/// while focus is on or inside it: `.copyable`, `.cuttable` and `.pasteDestination`.
///
/// A focused text field inside keeps its own Cut, Copy and Paste. Modifiers nested around the
/// same focus combine: the innermost one that offers an action provides it.
struct ClipboardModifier<T: Transferable>: ViewModifier, PrimitiveModifier {
  /// The values Copy copies.
  let copy: (@MainActor () -> [T])?
  /// Removes and returns the values Cut moves to the pasteboard.
  let cut: (@MainActor () -> [T])?
  /// Takes pasted values (after the validator).
  let paste: (@MainActor ([T]) -> Void)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let record = context.interactions
    let before = record.focusTargets.count
    let elements = context.build(content, key: .index(0))
    // Whether focus is inside changes with no change here, so the content is built on every
    // update and the actions registered exactly while focus is inside.
    let graph = context.node.graph
    graph.noteUncopyableBuild()
    guard context.environment.isEnabled,
      record.focusTargets[before...].contains(where: { $0.node.id == graph.focusedNodeID })
    else { return elements }
    if let inner = record.textEditing, !inner.isTransfer { return elements }
    let pasteboard = context.environment.pasteboard
    let invalidation = graph.invalidation
    var target =
      record.textEditing
      ?? TextEditingTarget(
        hasSelection: true, allowsCopy: true, cut: {}, copy: {}, paste: {}, insert: { _ in },
        selectAll: {}, delete: {}, offersCut: false, offersCopy: false, offersPaste: false,
        offersSelectAll: false, offersDelete: false, isTransfer: true)
    if let copy, !target.offersCopy {
      target.offersCopy = true
      target.copy = { TransferClipboard.copy(copy(), to: pasteboard, invalidation: invalidation) }
    }
    if let cut, !target.offersCut {
      target.offersCut = true
      target.cut = { TransferClipboard.copy(cut(), to: pasteboard, invalidation: invalidation) }
    }
    if let paste, !target.offersPaste {
      target.offersPaste = true
      target.paste = { TransferClipboard.paste(T.self, from: pasteboard, deliver: paste) }
      target.insert = { text in TransferClipboard.values(from: text, as: T.self, deliver: paste) }
    }
    record.textEditing = target
    return elements
  }
}

extension View {
  /// Copies `payload`'s values when Edit › Copy (⌘C) is chosen while focus is on or inside
  /// this view: the values for a paste in the app, their text for the terminal's clipboard.
  public consuming func copyable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> [T]
  ) -> some View {
    modifier(ClipboardModifier<T>(copy: { payload() }, cut: nil, paste: nil))
  }

  /// Runs `action` when Edit › Cut (⌘X) is chosen while focus is on or inside this view and
  /// puts the values it returns (which it removes) on the pasteboard.
  public consuming func cuttable<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping () -> [T]
  ) -> some View {
    modifier(ClipboardModifier<T>(copy: nil, cut: { action() }, paste: nil))
  }

  /// Hands the pasteboard's values of `T` to `action`, after `validator` (which may drop or
  /// change them; nothing is delivered when it leaves none), when Edit › Paste (⌘V) is chosen
  /// or text is pasted from the terminal while focus is on or inside this view. Text is made
  /// into a value through the type's transfer representations.
  public consuming func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
    validator: @escaping ([T]) -> [T] = { $0 }
  ) -> some View {
    modifier(
      ClipboardModifier<T>(
        copy: nil, cut: nil,
        paste: { values in
          let valid = validator(values)
          if !valid.isEmpty { action(valid) }
        }))
  }
}
