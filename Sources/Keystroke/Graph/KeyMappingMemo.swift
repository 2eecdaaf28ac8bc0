import KeystrokeCore

/// The last terminal key mapping one host built, kept across its updates.
///
/// Apps declare the same shortcuts update after update, and resolving a mapping (fallbacks,
/// conflicts, reasons) costs far more than comparing the declared sequences, so an update whose
/// declarations match the previous one's reuses its mapping. Each host's records pass one memo
/// on from update to update (``InteractionRecord/init(sizedLike:)``), so hosts in one process
/// never evict each other's mapping.
@MainActor
final class KeyMappingMemo {
  private var last: (profile: TerminalKeyProfile, declared: [KeySequence], mapping: KeyMapping)?

  init() {}

  /// The mapping of `declared` on `profile`, built only if they differ from last time.
  func mapping(profile: TerminalKeyProfile, declared: [KeySequence]) -> KeyMapping {
    if let last, last.profile == profile, last.declared == declared { return last.mapping }
    let mapping = KeyMapping(profile: profile, declared: declared)
    last = (profile, declared, mapping)
    return mapping
  }
}
