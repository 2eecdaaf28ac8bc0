import KeystrokeCore
import Testing

@testable import Keystroke

/// The hint line's memo of spelled keys gives what the mapping gives, and starts afresh when
/// the mapping changes.
@MainActor
@Suite struct HintKeysMemoTests {
  private let save = KeySequence(Shortcut("s", modifiers: .command))
  private let open = KeySequence(Shortcut("o", modifiers: .command))

  @Test func keysAreSpelledAsTheMappingSpellsThem() {
    let memo = HintKeysMemo()
    let mapping = KeyMapping(profile: .legacy, declared: [save, open])
    for sequence in [save, open, save] {
      #expect(
        memo.string(for: sequence, mapping: mapping, formatter: .words)
          == mapping.displayString(for: sequence, formatter: .words))
    }
  }

  @Test func anotherMappingSpellsKeysAgain() {
    let memo = HintKeysMemo()
    let legacy = KeyMapping(profile: .legacy, declared: [save])
    let kitty = KeyMapping(profile: .kitty, declared: [save])
    let onLegacy = memo.string(for: save, mapping: legacy, formatter: .symbols)
    let onKitty = memo.string(for: save, mapping: kitty, formatter: .symbols)
    #expect(onLegacy == legacy.displayString(for: save, formatter: .symbols))
    #expect(onKitty == kitty.displayString(for: save, formatter: .symbols))
    #expect(onLegacy != onKitty)
    // The same profile with other declarations is another mapping too.
    let taken = KeyMapping(
      profile: .legacy, declared: [KeySequence(Shortcut("s", modifiers: .control)), save])
    let onTaken = memo.string(for: save, mapping: taken, formatter: .symbols)
    #expect(onTaken == taken.displayString(for: save, formatter: .symbols))
    #expect(onTaken != onLegacy)
  }

  @Test func movingBackToAnEarlierMappingSpellsItsKeysAsThatMappingDoes() {
    let memo = HintKeysMemo()
    let plain = KeyMapping(profile: .legacy, declared: [save])
    let taken = KeyMapping(
      profile: .legacy, declared: [KeySequence(Shortcut("s", modifiers: .control)), save])
    for _ in 0..<3 {
      #expect(
        memo.string(for: save, mapping: plain, formatter: .words)
          == plain.displayString(for: save, formatter: .words))
      #expect(
        memo.string(for: save, mapping: taken, formatter: .words)
          == taken.displayString(for: save, formatter: .words))
    }
    #expect(
      plain.displayString(for: save, formatter: .words)
        != taken.displayString(for: save, formatter: .words))
  }
}
