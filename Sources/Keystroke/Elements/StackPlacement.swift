/// Where a stack was placed: its rectangle, the proposal it laid its items out for, and the
/// sizes they got. A stack that replaces one placed the same way places only its new items.
struct StackPlacement: Equatable {
  /// The stack's rectangle.
  var rect: CellRect
  /// The proposal the items were laid out for.
  var proposal: SizeProposal
  /// Each item's size, in order.
  var sizes: [CellSize]
}
