import KeystrokeCore

/// A sheet, alert or dialog presented during an update.
@MainActor
struct PresentationLayerRecord {
  /// How the layer is shown.
  enum Kind: Hashable {
    /// A sheet: a bordered box centred over the window, the window dimmed beneath.
    case sheet
    /// A full-screen cover: the whole content area.
    case fullScreen
    /// An alert or confirmation dialog: a small bordered box.
    case alert
  }

  /// The layer's number: 1 for the first presented layer, counting up.
  var number = 0
  /// The kind.
  let kind: Kind
  /// A stable identity for the layer (the presenting modifier's node), for remembering focus.
  let identity: Int
  /// Dismisses the layer (sets the presenting binding to false).
  let dismiss: @MainActor () -> Void
  /// Whether Escape without a cancel button may dismiss it.
  var isDismissDisabled = false
  /// How big a sheet's box is, when its content said (`.presentationSizing`).
  var sizing: SheetSizing?
  /// Focused-value keys published beneath that stay visible while this layer is up.
  var letThrough: Set<AnyFocusedKey> = []
  /// The layer's content.
  var elements: [Element] = []
  /// Where the box opens under instead of being centred (a context menu's control).
  var anchor: CellRect?
  /// The elements of the view a popover was presented from: once the window is laid out, the
  /// box opens beside the area they cover (see ``PresentationBox/popoverSource(of:)``).
  var source: [Element] = []
  /// The part of the source a popover's box opens beside.
  var attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)
  /// The side of its anchor a popover's box prefers (its arrow edge), if the app named one.
  var arrowEdge: Edge?
  /// The layer's own undo manager, which Edit › Undo uses while the layer is in front; it
  /// goes when the layer closes, so nothing typed in it can be undone from beneath.
  var undoManager: UndoManager?
  /// Reads the presentation's binding again: whether it is still presented, for the host to
  /// ask before the next update (`nil` for a layer without one, a context menu's).
  var isPresentedNow: (@MainActor () -> Bool)?
}
