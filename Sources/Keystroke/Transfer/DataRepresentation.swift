import Foundation

/// Values as bytes of a content type, made and read by closures of your own, SwiftUI's
/// `DataRepresentation`. Bytes of a text type are text on a terminal's clipboard.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?

  /// Values exported and imported as bytes of `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// Values exported as bytes of `exportedContentType`; none are imported this way.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    contentType = exportedContentType
    self.exporting = exporting
    importing = nil
  }

  /// Values imported from bytes of `importedContentType`; none are exported this way.
  public init(
    importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
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

extension DataRepresentation: TransferEntrySource {
  var erasedEntries: Any {
    var export: (@Sendable (Item) async throws -> TransferPayload)?
    if let exporting { export = { item in .data(try await exporting(item)) } }
    var importer: (@Sendable (TransferPayload) async throws -> Item)?
    if let importing { importer = { payload in try await importing(try payload.data()) } }
    return [TransferEntry<Item>(contentType: contentType, export: export, importer: importer)]
  }
}
