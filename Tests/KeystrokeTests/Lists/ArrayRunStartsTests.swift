import Testing

@testable import Keystroke

@Suite struct ArrayRunStartsTests {
  @Test func findsTheRunHoldingEveryPositionAndSkipsEmptyRuns() {
    // Runs of 2, 0, 3, 0, 0 and 1 entries.
    let starts = [0, 2, 2, 5, 5, 5]
    let expected = [(0, 0), (0, 1), (2, 0), (2, 1), (2, 2), (5, 0)]
    for (position, (run, offset)) in expected.enumerated() {
      let found = starts.run(containing: position)
      #expect(found.run == run && found.offset == offset, "position \(position)")
    }
  }

  @Test func agreesWithALinearSearchOnRandomRuns() {
    var generator = SplitMix(seed: 0x5EED_0001)
    for _ in 0..<50 {
      let lengths = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        Int.random(in: 0...4, using: &generator)
      }
      var starts: [Int] = []
      var total = 0
      for length in lengths {
        starts.append(total)
        total += length
      }
      for position in 0..<total {
        let run = starts.lastIndex { $0 <= position } ?? 0
        #expect(starts.run(containing: position) == (run, position - starts[run]))
      }
    }
  }
}
