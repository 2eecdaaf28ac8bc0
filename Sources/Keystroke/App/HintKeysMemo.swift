import KeystrokeCore

/// The hint line's spelled-out keys, kept across updates while the key mapping stays the same.
///
/// Spelling a shortcut as the terminal needs it pressed (resolving it through the mapping,
/// then formatting it) costs far more than looking it up, and the line spells the same dozen
/// shortcuts on every update. A new mapping (another profile, other declared keys) starts the
/// memo afresh.
@MainActor
final class HintKeysMemo {
  /// The declared sequences of the mapping the strings came from: a mapping kept across
  /// updates keeps this array's storage, so comparing it is comparing one pointer.
  private var declared: [KeySequence] = []
  private var profile: TerminalKeyProfile?
  private var strings: [KeySequence: String?] = [:]

  init() {}

  /// The keys to show for `sequence` under `mapping`, or `nil` when it cannot be pressed.
  func string(
    for sequence: KeySequence, mapping: KeyMapping, formatter: ShortcutFormatter
  ) -> String? {
    let sameMapping =
      profile == mapping.profile && ValueEquivalence.sameBytes(declared, mapping.declaredSequences)
    if !sameMapping {
      profile = mapping.profile
      declared = mapping.declaredSequences
      strings = [:]
    }
    if let known = strings[sequence] { return known }
    let spelled = mapping.displayString(for: sequence, formatter: formatter)
    strings[sequence] = spelled
    return spelled
  }
}
