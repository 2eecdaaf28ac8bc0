import Foundation

extension View {
  /// Presents a sheet, while `isPresented` is true, where the user chooses a folder to move
  /// `file` to; `onCompletion` gets its new URL. The file keeps its name; a file of that name
  /// already in the folder is replaced only after the sheet says so and the user moves again.
  /// Across file systems the file is copied and the original removed. A failed move leaves the
  /// sheet up showing why, for another folder; `onCompletion` is called once, when the sheet
  /// closes: with the new URL, or with the failure if the user gives up after one. Cancelling
  /// before any failure calls nothing.
  public consuming func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileSaveModifier(
        isPresented: isPresented, items: FileMove.items(file.map { [$0] } ?? []), moving: true,
        contentTypes: [], onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: nil))
  }

  /// Presents a folder sheet moving `file`, calling `onCancellation` when the user cancels.
  public consuming func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      FileSaveModifier(
        isPresented: isPresented, items: FileMove.items(file.map { [$0] } ?? []), moving: true,
        contentTypes: [], onCompletion: { onCompletion($0.map { $0[0] }) },
        onCancellation: onCancellation))
  }

  /// Presents a sheet where the user chooses a folder to move every file of `files` to;
  /// `onCompletion` gets their new URLs, in order.
  public consuming func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    modifier(
      FileSaveModifier(
        isPresented: isPresented, items: FileMove.items(Array(files)), moving: true,
        contentTypes: [], onCompletion: onCompletion, onCancellation: nil))
  }

  /// Presents a folder sheet moving every file of `files`, calling `onCancellation` when the
  /// user cancels.
  public consuming func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    modifier(
      FileSaveModifier(
        isPresented: isPresented, items: FileMove.items(Array(files)), moving: true,
        contentTypes: [], onCompletion: onCompletion, onCancellation: onCancellation))
  }
}
