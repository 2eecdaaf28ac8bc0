import Foundation

/// A sizing made ``PresentationSizing/fitted(horizontal:vertical:)`` or
/// ``PresentationSizing/sticky(horizontal:vertical:)`` in some dimensions.
struct ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing,
  SheetSizingSource
{
  let base: Base
  let fitsHorizontally: Bool
  let fitsVertically: Bool
  let sticksHorizontally: Bool
  let sticksVertically: Bool

  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  { base.proposedSize(for: root, context: context) }

  var sheetSizing: SheetSizing {
    var sizing = SheetSizing(base)
    sizing.fitsHorizontally = sizing.fitsHorizontally || fitsHorizontally
    sizing.fitsVertically = sizing.fitsVertically || fitsVertically
    sizing.sticksHorizontally = sizing.sticksHorizontally || sticksHorizontally
    sizing.sticksVertically = sizing.sticksVertically || sticksVertically
    return sizing
  }
}

/// A sizing that knows its ``SheetSizing`` without being asked for a proposal.
protocol SheetSizingSource {
  var sheetSizing: SheetSizing { get }
}
