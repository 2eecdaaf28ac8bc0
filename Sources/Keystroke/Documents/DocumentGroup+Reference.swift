extension DocumentGroup where Document: ReferenceFileDocument {
  /// A scene that edits reference documents, calling `newDocument` for each new one.
  ///
  /// The editor changes the document object in place; registering an undo step with the
  /// environment's `undoManager` for each change is what marks the window edited.
  @preconcurrency
  nonisolated public init(
    newDocument: @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    let editor = MainActorContent(editor)
    driver = {
      DocumentSceneDriver.make(
        reference: Document.self, isEditable: true, makeNew: newDocument,
        editor: editor.function)
    }
  }

  /// A scene that shows reference documents without editing them; it opens files but makes
  /// none.
  nonisolated public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    let viewer = MainActorContent(viewer)
    driver = {
      DocumentSceneDriver.make(
        reference: Document.self, isEditable: false, makeNew: nil, editor: viewer.function)
    }
  }
}
