import KeystrokeCore
import Testing

@testable import Keystroke

/// The memo keeps the mappings of the last few declaration sets, so moving between screens
/// that declare different shortcuts does not resolve a mapping again.
@MainActor
@Suite struct KeyMappingMemoTests {
  private let save = KeySequence(Shortcut("s", modifiers: .command))
  private let open = KeySequence(Shortcut("o", modifiers: .command))
  private let find = KeySequence(Shortcut("f", modifiers: .command))

  /// Whether `a` and `b` are one kept mapping (its declarations' storage is shared).
  private func same(_ a: KeyMapping, _ b: KeyMapping) -> Bool {
    ValueEquivalence.sameBytes(a.declaredSequences, b.declaredSequences)
  }

  @Test func alternatingBetweenTwoScreensKeepsBothMappings() {
    let memo = KeyMappingMemo()
    let first = memo.mapping(profile: .legacy, declared: [save, open])
    let second = memo.mapping(profile: .legacy, declared: [save, find])
    #expect(!same(first, second))
    for _ in 0..<3 {
      #expect(same(memo.mapping(profile: .legacy, declared: [save, open]), first))
      #expect(same(memo.mapping(profile: .legacy, declared: [save, find]), second))
    }
    #expect(memo.keptCount == 2)
  }

  @Test func theProfileIsPartOfWhatIsCompared() {
    let memo = KeyMappingMemo()
    let legacy = memo.mapping(profile: .legacy, declared: [save])
    let kitty = memo.mapping(profile: .kitty, declared: [save])
    #expect(legacy.profile == .legacy)
    #expect(kitty.profile == .kitty)
    #expect(!same(legacy, kitty))
  }

  @Test func theMappingUnusedLongestIsDroppedBeyondCapacity() {
    let memo = KeyMappingMemo()
    let letters = Array("abcdefghijkl")
    var built: [KeyMapping] = []
    for letter in letters.prefix(KeyMappingMemo.capacity + 1) {
      built.append(
        memo.mapping(
          profile: .kitty, declared: [KeySequence(Shortcut(letter, modifiers: .command))]))
    }
    #expect(memo.keptCount == KeyMappingMemo.capacity)
    // The newest is still kept; the first one was dropped, so asking for it builds anew.
    let newest = KeySequence(Shortcut(letters[KeyMappingMemo.capacity], modifiers: .command))
    #expect(same(memo.mapping(profile: .kitty, declared: [newest]), built[KeyMappingMemo.capacity]))
    let oldest = KeySequence(Shortcut(letters[0], modifiers: .command))
    #expect(!same(memo.mapping(profile: .kitty, declared: [oldest]), built[0]))
  }
}
