/// One layout of a stack: the proposal it was given and the size that gave each item.
struct StackLayout {
  /// The proposal the stack was laid out for.
  let proposal: SizeProposal
  /// Each item's size, in item order.
  let sizes: [CellSize]
}
