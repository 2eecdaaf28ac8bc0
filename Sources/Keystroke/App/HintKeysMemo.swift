import KeystrokeCore

/// The hint line's spelled-out keys, kept across updates for each recent key mapping.
///
/// Spelling a shortcut as the terminal needs it pressed (resolving it through the mapping,
/// then formatting it) costs far more than looking it up, and the line spells the same dozen
/// shortcuts on every update. The strings belong to the mapping they were spelled with, and
/// the mappings of the last few screens are kept (as ``KeyMappingMemo`` keeps the mappings),
/// so moving back and forth between two tabs spells nothing again.
@MainActor
final class HintKeysMemo {
  /// The strings spelled with one mapping.
  private final class Spelled {
    var strings: [KeySequence: String?] = [:]
  }

  /// The spellings kept, keyed by the profile and declared sequences of the mapping they came
  /// from: a mapping kept across updates keeps that array's storage, so comparing it is
  /// comparing one pointer, and the key holds the storage, so its address is not reused.
  private var recent = RecentlyUsed<(TerminalKeyProfile, [KeySequence]), Spelled>(
    capacity: KeyMappingMemo.capacity)

  init() {}

  /// The keys to show for `sequence` under `mapping`, or `nil` when it cannot be pressed.
  func string(
    for sequence: KeySequence, mapping: KeyMapping, formatter: ShortcutFormatter
  ) -> String? {
    let spelled = spellings(of: mapping)
    if let known = spelled.strings[sequence] { return known }
    let string = mapping.displayString(for: sequence, formatter: formatter)
    spelled.strings[sequence] = string
    return string
  }

  /// The spellings made with `mapping`, or a new empty set kept in place of the one unused
  /// longest.
  private func spellings(of mapping: KeyMapping) -> Spelled {
    let matches: ((TerminalKeyProfile, [KeySequence])) -> Bool = {
      $0.0 == mapping.profile && ValueEquivalence.sameBytes($0.1, mapping.declaredSequences)
    }
    if let kept = recent.value(where: matches) { return kept }
    let created = Spelled()
    recent.insert(created, for: (mapping.profile, mapping.declaredSequences))
    return created
  }
}
