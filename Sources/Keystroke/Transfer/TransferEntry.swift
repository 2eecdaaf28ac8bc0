import Foundation

/// One form a `Transferable` type's values travel in, erased from the representation that
/// declared it: its content type, how a value becomes a payload and how a payload becomes a
/// value (either may be missing: a form only exported or only imported).
struct TransferEntry<Item>: Sendable {
  /// The form's content type.
  let contentType: UTType
  /// Makes the payload for a value.
  let export: (@Sendable (Item) async throws -> TransferPayload)?
  /// Makes a value from a payload.
  let importer: (@Sendable (TransferPayload) async throws -> Item)?
  /// The file name a value exported in this form suggests.
  var fileName: (@Sendable (Item) -> String?)?
  /// Which values are offered in this form; `nil` offers every value.
  var condition: (@Sendable (Item) -> Bool)?

  /// This form, suggesting `fileName` for exported files.
  func named(_ fileName: @escaping @Sendable (Item) -> String?) -> TransferEntry {
    var entry = self
    entry.fileName = fileName
    return entry
  }

  /// This form, offered only for values `condition` accepts (and any earlier condition).
  func exported(when condition: @escaping @Sendable (Item) -> Bool) -> TransferEntry {
    var entry = self
    let earlier = self.condition
    entry.condition = { item in (earlier?(item) ?? true) && condition(item) }
    return entry
  }

  /// Whether `item` may be exported in this form.
  func offers(_ item: Item) -> Bool { export != nil && (condition?(item) ?? true) }

  /// This form of `Proxy`'s values as a form of `Item`'s, through the proxy's conversions.
  static func through<Proxy>(
    _ proxy: TransferEntry<Proxy>,
    exporting: (@Sendable (Item) async throws -> Proxy)?,
    importing: (@Sendable (Proxy) async throws -> Item)?
  ) -> TransferEntry {
    var export: (@Sendable (Item) async throws -> TransferPayload)?
    if let exporting, let proxyExport = proxy.export {
      export = { item in try await proxyExport(try await exporting(item)) }
    }
    var importer: (@Sendable (TransferPayload) async throws -> Item)?
    if let importing, let proxyImport = proxy.importer {
      importer = { payload in try await importing(try await proxyImport(payload)) }
    }
    return TransferEntry(contentType: proxy.contentType, export: export, importer: importer)
  }
}

extension Transferable {
  /// The forms values of this type travel in, in the order the type lists them.
  static var transferEntries: [TransferEntry<Self>] {
    transferRepresentation.transferEntries as Any as? [TransferEntry<Self>] ?? []
  }
}
