/// A window the app has open: which scene it belongs to and, in a document scene, its
/// document.
@MainActor
final class OpenWindow {
  /// A number unique among the app's windows, for the window's view identity.
  let id: Int
  /// The identity of the scene (``SceneList/WindowKind/id``) the window belongs to.
  let kindID: String
  /// The title shown in the Window menu for non-document windows.
  let title: String
  /// The document shown, in a document scene.
  let document: (any OpenDocument)?
  /// The value a `WindowGroup(for:)` window presents (`openWindow(value:)`), which its content
  /// reads and writes through a binding.
  let valueBox: WindowValueBox
  /// The window's undo manager (its document's, in a document scene): the content's edits
  /// register with it, and Edit › Undo uses it while the window is in front.
  let undoManager: UndoManager

  init(
    id: Int, kindID: String, title: String, document: (any OpenDocument)?,
    value: AnyHashable? = nil
  ) {
    self.id = id
    self.kindID = kindID
    self.title = title
    self.document = document
    valueBox = WindowValueBox(value)
    undoManager = document?.undoManager ?? UndoManager.forWindow()
  }

  /// The value the window presents.
  var value: AnyHashable? { valueBox.value }

  /// The name in the Window menu and the title line.
  var displayName: String { document?.displayName ?? title }
}
