import Foundation

/// One way, or several ways, a `Transferable` type's values travel, SwiftUI's
/// `TransferRepresentation`. The built-in ones are `CodableRepresentation`,
/// `DataRepresentation`, `FileRepresentation` and `ProxyRepresentation`; a representation of
/// your own combines them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type this representation moves.
  associatedtype Item: Transferable
  /// The representation's parts, for a representation made of others.
  associatedtype Body: TransferRepresentation

  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension TransferRepresentation {
  /// The forms this representation stands for, in order, for values of `Item`.
  var transferEntries: [TransferEntry<Item>] {
    if let primitive = self as? any TransferEntrySource {
      return primitive.erasedEntries as? [TransferEntry<Item>] ?? []
    }
    return body.transferEntries as Any as? [TransferEntry<Item>] ?? []
  }

  /// Names the file a value becomes when it is exported as one (a file export's default name,
  /// a shared file's name).
  public func suggestedFileName(_ fileName: String) -> TransferRepresentationList<Item> {
    TransferRepresentationList(
      entries: transferEntries.map { $0.named { _ in fileName } })
  }

  /// Names the file each value becomes when it is exported as one; `nil` leaves it unnamed.
  public func suggestedFileName(
    _ fileName: @escaping @Sendable (Item) -> String?
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: transferEntries.map { $0.named(fileName) })
  }

  /// Offers these forms only for values `condition` accepts; the others travel in the
  /// remaining forms.
  public func exportingCondition(
    _ condition: @escaping @Sendable (Item) -> Bool
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: transferEntries.map { $0.exported(when: condition) })
  }
}
