import Foundation

/// A sheet's ``PresentationSizing`` as its box is laid out: the proposal the app's sizing
/// makes, and in which dimensions the box fits the content instead or never shrinks.
struct SheetSizing {
  /// Whether the sizing is `.automatic`, the box Keystroke lays out when nothing is said.
  var isAutomatic = false
  /// Asks the app's sizing for its proposal.
  var propose: (PresentationSizingRoot) -> ProposedViewSize = { _ in .unspecified }
  /// Whether the box takes the content's ideal width instead of the proposed one.
  var fitsHorizontally = false
  /// Whether the box takes the content's ideal height instead of the proposed one.
  var fitsVertically = false
  /// Whether the box, once wider, stays so while the sheet is up.
  var sticksHorizontally = false
  /// Whether the box, once taller, stays so while the sheet is up.
  var sticksVertically = false

  /// Whether the box differs from an automatic sheet's: a sizing other than `.automatic`, or
  /// `.automatic` made sticky.
  var changesBox: Bool { !isAutomatic || sticksHorizontally || sticksVertically }

  /// The sheet sizing `sizing` stands for.
  init<Sizing: PresentationSizing>(_ sizing: Sizing) {
    if let source = sizing as? any SheetSizingSource {
      self = source.sheetSizing
      return
    }
    isAutomatic = sizing is AutomaticPresentationSizing
    if sizing is FittedPresentationSizing {
      fitsHorizontally = true
      fitsVertically = true
    }
    propose = { root in sizing.proposedSize(for: root, context: PresentationSizingContext()) }
  }

  /// The size of the content inside the sheet's border: the proposal clamped to `limit` (the
  /// most the window leaves inside a border), the content's ideal length where the sizing
  /// fits it or proposes none, and no smaller than `last` where it is sticky.
  @MainActor
  func contentSize(
    limit: CellSize, last: CellSize?,
    measure: @escaping @MainActor @Sendable (SizeProposal) -> CellSize
  ) -> CellSize {
    let root = PresentationSizingRoot { proposal in
      CGSize(cells: measure(SizeProposal(layout: proposal)))
    }
    let proposal = propose(root)
    var width =
      fitsHorizontally || proposal.width == nil
      ? measure(SizeProposal(width: limit.width, height: nil)).width
      : Self.cells(proposal.width, limit: limit.width)
    width = min(max(0, width), limit.width)
    if sticksHorizontally, let last { width = min(max(width, last.width), limit.width) }
    var height =
      fitsVertically || proposal.height == nil
      ? measure(SizeProposal(width: width, height: nil)).height
      : Self.cells(proposal.height, limit: limit.height)
    height = min(max(0, height), limit.height)
    if sticksVertically, let last { height = min(max(height, last.height), limit.height) }
    return CellSize(width: width, height: height)
  }

  /// `size` made no smaller than `last` in the dimensions the sizing sticks in, within
  /// `limit`.
  func sticking(_ size: CellSize, to last: CellSize?, limit: CellSize) -> CellSize {
    guard let last else { return size }
    return CellSize(
      width: sticksHorizontally ? min(max(size.width, last.width), limit.width) : size.width,
      height: sticksVertically ? min(max(size.height, last.height), limit.height) : size.height)
  }

  /// A proposed length in the whole cells that hold it, no more than `limit`; an infinite
  /// length is the limit, one that is not a number none.
  static func cells(_ length: CGFloat?, limit: Int) -> Int {
    min(CellGeometry.cells(holding: length ?? 0), limit)
  }
}
