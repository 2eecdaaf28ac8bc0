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
  private final class Spelled {
    /// The declared sequences of the mapping the strings came from: a mapping kept across
    /// updates keeps this array's storage, so comparing it is comparing one pointer.
    let declared: [KeySequence]
    let profile: TerminalKeyProfile
    var strings: [KeySequence: String?] = [:]

    init(declared: [KeySequence], profile: TerminalKeyProfile) {
      self.declared = declared
      self.profile = profile
    }
  }

  /// The spellings kept, those of the mapping used last first.
  private var recent: [Spelled] = []

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

  /// The spellings made with `mapping`, moved to the front, or a new empty set in place of
  /// the one unused longest.
  private func spellings(of mapping: KeyMapping) -> Spelled {
    if let first = recent.first, Self.belongs(first, to: mapping) { return first }
    if let index = recent.firstIndex(where: { Self.belongs($0, to: mapping) }) {
      let found = recent.remove(at: index)
      recent.insert(found, at: 0)
      return found
    }
    let created = Spelled(declared: mapping.declaredSequences, profile: mapping.profile)
    recent.insert(created, at: 0)
    if recent.count > KeyMappingMemo.capacity { recent.removeLast() }
    return created
  }

  private static func belongs(_ spelled: Spelled, to mapping: KeyMapping) -> Bool {
    spelled.profile == mapping.profile
      && ValueEquivalence.sameBytes(spelled.declared, mapping.declaredSequences)
  }
}
