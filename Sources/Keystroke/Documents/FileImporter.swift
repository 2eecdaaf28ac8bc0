import Foundation

extension View {
  /// Presents a file chooser while `isPresented` is true and hands the chosen file to
  /// `onCompletion`. Files whose types conform to none of `allowedContentTypes` are listed dimmed
  /// and cannot be chosen; cancelling calls nothing.
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultiple: false,
        onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: nil))
  }

  /// Presents a file chooser that, with `allowsMultipleSelection`, lets the user mark several
  /// files (Space) and hands them all to `onCompletion`.
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultiple: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: nil))
  }

  /// Presents a file chooser, calling `onCancellation` when the user cancels it.
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultiple: allowsMultipleSelection, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }

  /// Sets the folder file choosers inside start in.
  public consuming func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\.fileDialogDirectory, defaultDirectory)
  }
}

/// Presents ``FileImportSheet`` as a sheet.
struct FileImporterModifier: ViewModifier {
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultiple: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: (() -> Void)?

  func body(content: Content) -> some View {
    content.sheet(isPresented: isPresented) {
      FileImportSheet(
        request: FileImportRequest(
          allowedContentTypes: allowedContentTypes, allowsMultiple: allowsMultiple,
          finish: { urls in
            isPresented.wrappedValue = false
            if let urls { onCompletion(.success(urls)) } else { onCancellation?() }
          }))
    }
  }
}

/// What a file chooser was asked for, and where its answer goes.
struct FileImportRequest {
  let allowedContentTypes: [UTType]
  let allowsMultiple: Bool
  /// Ends the chooser with the chosen files, or `nil` when cancelled.
  let finish: @MainActor ([URL]?) -> Void

  /// Whether a file at `url` may be chosen: its type, from its extension (data when it has
  /// none), conforms to one of the allowed types; any file when none are given.
  func allows(_ url: URL) -> Bool {
    guard !allowedContentTypes.isEmpty else { return true }
    let type = UTType(filenameExtension: url.pathExtension) ?? .data
    return allowedContentTypes.contains { type.conforms(to: $0) }
  }
}

private struct FileDialogDirectoryKey: EnvironmentKey {
  static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
  /// The folder file choosers start in (`.fileDialogDefaultDirectory`).
  var fileDialogDirectory: URL? {
    get { self[FileDialogDirectoryKey.self] }
    set { self[FileDialogDirectoryKey.self] = newValue }
  }
}
