/// The outcome of resolving focused values: for each key, the publication that wins.
public struct FocusResolution: Hashable, Sendable {
  /// The winning publication of each key that has one.
  public let winners: [AnyFocusedKey: FocusPublication]

  /// Creates a resolution from its winners.
  public init(winners: [AnyFocusedKey: FocusPublication]) { self.winners = winners }

  /// The winning publication for `key`, or `nil` when nothing visible publishes it.
  public func winner(for key: AnyFocusedKey) -> FocusPublication? { winners[key] }

  /// The view whose value `key` reads, or `nil` when nothing visible publishes it.
  public func publisher<Value>(for key: FocusedKey<Value>) -> FocusNodeID? {
    winners[key.erased]?.publisher
  }
}
