import Testing

@testable import Keystroke

/// How an opacity becomes one of the three ways a terminal can draw a view.
@MainActor
@Suite struct OpacityLevelTests {
  @Test func zeroAndBelowHideAndPartialOpacityDims() {
    #expect(OpacityElement.level(opacity: 0) == .hidden)
    #expect(OpacityElement.level(opacity: -1) == .hidden)
    #expect(OpacityElement.level(opacity: .nan) == .hidden)
    #expect(OpacityElement.level(opacity: 0.01) == .dimmed)
    #expect(OpacityElement.level(opacity: 0.99) == .dimmed)
    #expect(OpacityElement.level(opacity: 1) == .opaque)
    #expect(OpacityElement.level(opacity: 2) == .opaque)
  }
}
