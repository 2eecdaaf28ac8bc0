/// Values that travel as another transferable type's values, SwiftUI's
/// `ProxyRepresentation`: `ProxyRepresentation(exporting: \.name)` lets a value be shared and
/// copied as its name. On a terminal's clipboard a `String` proxy is the value's plain text.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>:
  TransferRepresentation
{
  let exporting: (@Sendable (Item) async throws -> Proxy)?
  let importing: (@Sendable (Proxy) async throws -> Item)?

  /// Values converted to and from `Proxy` values.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> Proxy,
    importing: @escaping @Sendable (Proxy) async throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// Values exported as `Proxy` values; none are imported this way.
  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
    self.exporting = exporting
    importing = nil
  }

  /// Values imported from `Proxy` values; none are exported this way.
  public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  /// A built-in representation's body is its own forms.
  public var body: TransferRepresentationList<Item> {
    TransferRepresentationList(entries: transferEntries)
  }
}

extension ProxyRepresentation: TransferEntrySource {
  var erasedEntries: Any {
    Proxy.transferEntries.map {
      TransferEntry<Item>.through($0, exporting: exporting, importing: importing)
    }
  }
}
