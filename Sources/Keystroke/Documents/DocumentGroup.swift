/// A scene whose windows each show one document: the app starts with a new untitled document,
/// and File › New, Open…, Save, Save As…, Duplicate, Rename…, Revert to Saved and Close work
/// on them. One window is on screen at a time; the Window menu lists the open documents.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextEditor(text: file.$document.text)
/// }
/// ```
public struct DocumentGroup<Document, Content: View> {
  let driver: @MainActor () -> DocumentSceneDriver

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension DocumentGroup where Document: FileDocument {
  /// A scene that edits documents, making new ones with `newDocument`.
  @preconcurrency
  nonisolated public init(
    newDocument: @autoclosure @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    let editor = MainActorContent(editor)
    driver = {
      DocumentSceneDriver.make(
        Document.self, isEditable: true, makeNew: newDocument, editor: editor.function)
    }
  }

  /// A scene that shows documents without editing them; it opens files but makes none.
  nonisolated public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    let viewer = MainActorContent(viewer)
    driver = {
      DocumentSceneDriver.make(
        Document.self, isEditable: false, makeNew: nil, editor: viewer.function)
    }
  }
}

extension DocumentGroup: Scene {}

extension DocumentGroup: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    list.addWindow(
      id: nil, prefix: "document-group", title: AppIdentity.displayName, role: .documentGroup,
      document: driver()
    ) { AnyView(EmptyView()) }
  }
}

@available(*, unavailable)
extension DocumentGroup: Sendable {}
