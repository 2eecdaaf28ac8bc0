/// One layout of a stack: the proposal it was given and the size that gave each item.
struct StackLayout {
  /// The proposal the stack was laid out for.
  let proposal: SizeProposal
  /// Each item's size, in item order.
  let sizes: [CellSize]
  /// The stack's own size for this layout: the items' lengths and spacing along its axis, the
  /// longest item across it.
  let size: CellSize
}
