/// The size a parent offers a child; `nil` in a dimension asks for the child's ideal size.
///
/// Children answer with the size they want, which may be smaller or larger than offered; the
/// parent then places them. This is SwiftUI's propose-then-place model on a grid of cells.
struct SizeProposal: Hashable, Sendable {
  var width: Int?
  var height: Int?

  /// Asks for the ideal size.
  static let unspecified = SizeProposal(width: nil, height: nil)
  /// Offers nothing, to learn a child's minimum size.
  static let zero = SizeProposal(width: 0, height: 0)
  /// Offers as much as the largest terminal could hold, to learn a child's maximum size.
  static let infinity = SizeProposal(width: .max / 4, height: .max / 4)

  init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  init(_ size: CellSize) { self.init(width: size.width, height: size.height) }

  /// The proposal with `fallback` in the dimensions left unspecified.
  func replacingUnspecified(with fallback: CellSize) -> CellSize {
    CellSize(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}
