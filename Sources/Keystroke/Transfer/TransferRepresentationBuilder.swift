/// Builds a `Transferable` type's representations from a list, SwiftUI's
/// `TransferRepresentationBuilder`: one per line, with `if`, `if`/`else` and `#available`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// A representation as it is.
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item {
    content
  }

  /// No representations.
  public static func buildBlock() -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: [])
  }

  /// One representation, as it is.
  public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item {
    content
  }

  /// Several representations, in order.
  public static func buildBlock<each R: TransferRepresentation>(
    _ content: repeat each R
  ) -> TransferRepresentationList<Item> {
    var entries: [TransferEntry<Item>] = []
    for representation in repeat each content {
      entries += representation.transferEntries as Any as? [TransferEntry<Item>] ?? []
    }
    return TransferRepresentationList(entries: entries)
  }

  /// Representations included by an `if` whose condition held, or none.
  public static func buildOptional(
    _ content: (some TransferRepresentation<Item>)?
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: content?.transferEntries ?? [])
  }

  /// The representations of an `if`'s first branch.
  public static func buildEither(
    first content: some TransferRepresentation<Item>
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: content.transferEntries)
  }

  /// The representations of an `if`'s second branch.
  public static func buildEither(
    second content: some TransferRepresentation<Item>
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: content.transferEntries)
  }

  /// Representations inside `if #available`.
  public static func buildLimitedAvailability(
    _ content: some TransferRepresentation<Item>
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: content.transferEntries)
  }
}
