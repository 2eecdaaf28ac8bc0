/// A built-in representation: it lists its forms directly instead of through a `body`.
protocol TransferEntrySource {
  /// The forms, as `[TransferEntry<Item>]`.
  var erasedEntries: Any { get }
}
