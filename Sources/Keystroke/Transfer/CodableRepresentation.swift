import Foundation

/// A `Codable` type's values as encoded data of a content type, SwiftUI's
/// `CodableRepresentation`. On a terminal's clipboard a JSON form is its JSON text, and
/// pasting JSON text decodes it.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where Item: Transferable & Codable {
  let contentType: UTType
  let encode: @Sendable (Item) throws -> Data
  let decode: @Sendable (Data) throws -> Item

  /// A built-in representation's body is its own forms.
  public var body: TransferRepresentationList<Item> {
    TransferRepresentationList(entries: transferEntries)
  }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  /// Values as JSON of `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
    encode = { item in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return try encoder.encode(item)
    }
    decode = { data in try JSONDecoder().decode(Item.self, from: data) }
  }
}

extension CodableRepresentation: TransferEntrySource {
  var erasedEntries: Any {
    let encode = self.encode
    let decode = self.decode
    return [
      TransferEntry<Item>(
        contentType: contentType, export: { item in .data(try encode(item)) },
        importer: { payload in try decode(try payload.data()) })
    ]
  }
}
