import Foundation

/// Conversions between the lengths a ``Layout`` works in (`CGFloat`, one unit per cell) and
/// whole cells, safe for any value a layout computes (infinite, not a number, enormous).
enum CellGeometry {
  /// The largest length in cells; the bound ``SizeProposal/infinity`` offers.
  static let bound = SizeProposal.infinity.width ?? 1 << 40
  /// Tolerance for lengths computed in floating point that should be whole cells.
  private static let slack: CGFloat = 1e-6

  /// The cell a coordinate falls in.
  static func cell(_ coordinate: CGFloat) -> Int {
    clamped((coordinate + slack).rounded(.down))
  }

  /// The whole number of cells that holds `length`, at least 0.
  static func cells(holding length: CGFloat) -> Int {
    max(0, clamped((length - slack).rounded(.up)))
  }

  /// The whole number of cells within `length`, at least 0.
  static func cells(within length: CGFloat) -> Int {
    max(0, clamped((length + slack).rounded(.down)))
  }

  private static func clamped(_ value: CGFloat) -> Int {
    if value.isNaN { return 0 }
    if value >= CGFloat(bound) { return bound }
    if value <= -CGFloat(bound) { return -bound }
    return Int(value)
  }
}

extension SizeProposal {
  /// The cells a layout's proposal offers: an infinite length offers the largest.
  init(layout proposal: ProposedViewSize) {
    self.init(
      width: proposal.width.map(CellGeometry.cells(within:)),
      height: proposal.height.map(CellGeometry.cells(within:)))
  }
}

extension ProposedViewSize {
  /// A proposal in cells as a layout sees it: the largest offer is infinite.
  init(cells proposal: SizeProposal) {
    func length(_ cells: Int?) -> CGFloat? {
      cells.map { $0 >= CellGeometry.bound ? .infinity : CGFloat($0) }
    }
    self.init(width: length(proposal.width), height: length(proposal.height))
  }
}

extension CGSize {
  /// A size in cells.
  init(cells size: CellSize) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension CellSize {
  /// The cells that hold a layout's size.
  init(holding size: CGSize) {
    self.init(
      width: CellGeometry.cells(holding: size.width),
      height: CellGeometry.cells(holding: size.height))
  }
}

extension CGRect {
  /// A rectangle of cells.
  init(cells rect: CellRect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}

extension CellRect {
  /// The cells a layout's rectangle covers, from the cell its origin falls in.
  init(covering rect: CGRect) {
    self.init(
      x: CellGeometry.cell(rect.minX), y: CellGeometry.cell(rect.minY),
      width: CellGeometry.cells(holding: rect.width),
      height: CellGeometry.cells(holding: rect.height))
  }
}
