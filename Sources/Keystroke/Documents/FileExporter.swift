import Foundation

extension View {
  /// Presents a sheet, while `isPresented` is true, where the user names the file and chooses
  /// the folder to export `document` to as `contentType`; `onCompletion` gets the file's URL.
  ///
  /// The name starts as `defaultFilename` (else `Untitled`) with the type's extension. An
  /// existing file is replaced only after the sheet says so and the user saves again. A failed
  /// attempt (a bad name, a folder that cannot be written, a full disk) leaves the sheet up
  /// showing why, so the user can choose another name or folder. `onCompletion` is called once,
  /// after the sheet closes: with the file's URL, or with the last failure when the user
  /// cancels after one. Cancelling before any failure calls nothing.
  public consuming func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(
          document.map { [$0] } ?? [], as: contentType, named: defaultFilename),
        moving: false, contentTypes: [contentType],
        onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: nil))
  }

  /// Presents an export sheet for `document`, offering each of `contentTypes` (the document's
  /// writable types when empty), calling `onCancellation` when the user cancels.
  ///
  /// The first type is chosen at the start; with several, the sheet has a Format picker, and a
  /// typed name ending in another offered type's extension chooses that type. The document
  /// writes the chosen type (its `WriteConfiguration.contentType`).
  public consuming func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let types = contentTypes.isEmpty ? D.writableContentTypes : contentTypes
    return modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(
          document.map { [$0] } ?? [], as: types.first, named: defaultFilename),
        moving: false, contentTypes: types,
        onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: onCancellation))
  }

  /// Presents a sheet where the user chooses a folder to export every document of `documents`
  /// to, as `contentType`: the files are named `Untitled`, `Untitled 2`… with the type's
  /// extension. `onCompletion` gets the files' URLs.
  public consuming func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(Array(documents), as: contentType, named: nil),
        moving: false, contentTypes: [contentType], onCompletion: onCompletion,
        onCancellation: nil))
  }

  /// Presents a folder sheet exporting every document of `documents`, offering each of
  /// `contentTypes` (the documents' writable types when empty) in a Format picker when there
  /// are several, calling `onCancellation` when the user cancels.
  public consuming func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    let types = contentTypes.isEmpty ? C.Element.writableContentTypes : contentTypes
    return modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(Array(documents), as: types.first, named: nil),
        moving: false, contentTypes: types, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }
}
