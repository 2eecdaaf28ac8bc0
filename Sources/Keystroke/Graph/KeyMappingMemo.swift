import KeystrokeCore

/// The last terminal key mapping built, kept across updates.
///
/// Apps declare the same shortcuts update after update, and resolving a mapping (fallbacks,
/// conflicts, reasons) costs far more than comparing the declared sequences, so an update whose
/// declarations match the previous one's reuses its mapping.
@MainActor
enum KeyMappingMemo {
  private static var last:
    (profile: TerminalKeyProfile, declared: [KeySequence], mapping: KeyMapping)?

  /// The mapping of `declared` on `profile`, built only if they differ from last time.
  static func mapping(profile: TerminalKeyProfile, declared: [KeySequence]) -> KeyMapping {
    if let last, last.profile == profile, last.declared == declared { return last.mapping }
    let mapping = KeyMapping(profile: profile, declared: declared)
    last = (profile, declared, mapping)
    return mapping
  }
}
