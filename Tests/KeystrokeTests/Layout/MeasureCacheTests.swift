import Testing

@testable import Keystroke

@Suite struct MeasureCacheTests {
  @Test func remembersEveryProposalPastTheInlineSlots() {
    var cache = MeasureCache()
    let proposals = (0..<40).map { SizeProposal(width: $0, height: $0 == 3 ? nil : 1) }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache[proposal] == nil)
      cache.insert(CellSize(width: index, height: index * 2), for: proposal)
    }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache[proposal] == CellSize(width: index, height: index * 2))
    }
    #expect(cache[SizeProposal(width: 3, height: 1)] == nil)
    #expect(cache[.unspecified] == nil)
  }
}
