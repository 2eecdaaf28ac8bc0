/// A view node held without keeping it alive: memory about a view that may since have gone.
struct WeakViewNode {
  /// The node, while something else keeps it.
  weak var node: ViewNode?

  /// Holds `node` weakly; `nil` when there is none.
  init?(_ node: ViewNode?) {
    guard let node else { return nil }
    self.node = node
  }
}
