import Foundation
import Testing

@testable import Keystroke

@Suite struct CellGeometryTests {
  @Test func positionsFallInTheCellTheyLieIn() {
    #expect(CellGeometry.cell(3) == 3)
    #expect(CellGeometry.cell(3.5) == 3)
    // Arithmetic that should give a whole cell and falls just short still lands on it.
    #expect(CellGeometry.cell(0.1 + 0.2 + 2.7 - 1e-9) == 3)
    #expect(CellGeometry.cell(-0.5) == -1)
  }

  @Test func sizesAreRoundedUpToTheCellsThatHoldThem() {
    #expect(CellSize(holding: CGSize(width: 4, height: 1.2)) == CellSize(width: 4, height: 2))
    #expect(CellSize(holding: CGSize(width: -3, height: 0)) == .zero)
  }

  @Test func lengthsNoScreenHoldsAreClampedNotTrapped() {
    let wild = CellSize(holding: CGSize(width: CGFloat.infinity, height: CGFloat.nan))
    #expect(wild == CellSize(width: CellGeometry.bound, height: 0))
    #expect(CellGeometry.cell(-CGFloat.infinity) == -CellGeometry.bound)
    #expect(CellGeometry.cell(CGFloat.greatestFiniteMagnitude) == CellGeometry.bound)
  }

  @Test func theLargestProposalIsInfiniteToALayoutAndBack() {
    let layoutSide = ProposedViewSize(cells: SizeProposal(width: 12, height: nil))
    #expect(layoutSide == ProposedViewSize(width: 12, height: nil))
    let infinite = ProposedViewSize(cells: .infinity)
    #expect(infinite == .infinity)
    #expect(SizeProposal(layout: infinite) == .infinity)
    #expect(
      SizeProposal(layout: ProposedViewSize(width: 7.9, height: .nan)) == .init(width: 7, height: 0)
    )
  }

  @Test func viewSpacingTakesTheLargerOfTheFacingEdges() {
    let standard = ViewSpacing()
    #expect(standard.distance(to: standard, along: .horizontal) == 1)
    #expect(standard.distance(to: standard, along: .vertical) == 0)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing.zero.distance(to: standard, along: .horizontal) == 1)
    // A union over the leading edge only keeps the zero trailing edge.
    let leadingOnly = ViewSpacing.zero.union(standard, edges: .leading)
    #expect(leadingOnly.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing.zero.distance(to: leadingOnly, along: .horizontal) == 1)
  }
}
