import Foundation

/// Values as files of a content type, SwiftUI's `FileRepresentation`. On a terminal's
/// clipboard an exported file of a text type is its text, any other its path; pasting the path
/// of an existing file imports that file.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
  let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// Values exported and imported as files of `contentType`. `shouldAttemptToOpenInPlace`
  /// has no effect: the file is always the one the user named.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// Values exported as files of `exportedContentType`; none are imported this way.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    contentType = exportedContentType
    self.exporting = exporting
    importing = nil
  }

  /// Values imported from files of `importedContentType`; none are exported this way.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    contentType = importedContentType
    exporting = nil
    self.importing = importing
  }

  /// A built-in representation's body is its own forms.
  public var body: TransferRepresentationList<Item> {
    TransferRepresentationList(entries: transferEntries)
  }
}

extension FileRepresentation: TransferEntrySource {
  var erasedEntries: Any {
    var export: (@Sendable (Item) async throws -> TransferPayload)?
    if let exporting {
      export = { item in
        let sent = try await exporting(item)
        return .file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
      }
    }
    var importer: (@Sendable (TransferPayload) async throws -> Item)?
    if let importing {
      importer = { payload in
        let received = try Self.receivedFile(payload)
        // A file made here for the bytes lasts while `importing` runs, as SwiftUI's received
        // files do: the app copies what it keeps.
        defer {
          if case .data = payload { try? FileManager.default.removeItem(at: received.file) }
        }
        return try await importing(received)
      }
    }
    return [TransferEntry<Item>(contentType: contentType, export: export, importer: importer)]
  }

  /// The file a payload is: the file itself, or its bytes written to a temporary file.
  private static func receivedFile(_ payload: TransferPayload) throws -> ReceivedTransferredFile {
    switch payload {
    case .file(let url, let isOriginal):
      return ReceivedTransferredFile(file: url, isOriginalFile: isOriginal)
    case .data(let data):
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("keystroke-transfer-\(UUID().uuidString)")
      try data.write(to: url)
      return ReceivedTransferredFile(file: url, isOriginalFile: false)
    }
  }
}
