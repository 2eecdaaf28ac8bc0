import Foundation

extension View {
  /// Presents a sheet, while `isPresented` is true, where the user names the file and chooses
  /// the folder to export `document` to as `contentType`; `onCompletion` gets the file's URL.
  ///
  /// The name starts as `defaultFilename` (else `Untitled`) with the type's extension. An
  /// existing file is replaced only after the sheet says so and the user saves again. A failed
  /// attempt (a bad name, a folder that cannot be written, a full disk) calls `onCompletion`
  /// with the error and leaves the sheet up showing why. Cancelling calls nothing.
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
        moving: false, contentType: contentType,
        onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: nil))
  }

  /// Presents an export sheet for `document` as the first of `contentTypes` (the document's
  /// first writable type when empty), calling `onCancellation` when the user cancels.
  public consuming func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first
    return modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(document.map { [$0] } ?? [], as: type, named: defaultFilename),
        moving: false, contentType: type,
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
        moving: false, contentType: contentType, onCompletion: onCompletion,
        onCancellation: nil))
  }

  /// Presents a folder sheet exporting every document of `documents` as the first of
  /// `contentTypes` (each document's first writable type when empty), calling `onCancellation`
  /// when the user cancels.
  public consuming func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    let type = contentTypes.first ?? C.Element.writableContentTypes.first
    return modifier(
      FileSaveModifier(
        isPresented: isPresented,
        items: FileExport.items(Array(documents), as: type, named: nil),
        moving: false, contentType: type, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }
}
