/// Several forms of a `Transferable` type's values, in order: what the
/// `TransferRepresentationBuilder` makes of a list, and what the representation modifiers
/// (`suggestedFileName`, `exportingCondition`) return.
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
  let entries: [TransferEntry<Item>]

  init(entries: [TransferEntry<Item>]) { self.entries = entries }

  /// A list's body is itself.
  public var body: Self { self }
}

extension TransferRepresentationList: TransferEntrySource {
  var erasedEntries: Any { entries }
}
