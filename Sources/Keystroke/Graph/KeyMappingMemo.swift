import KeystrokeCore

/// The terminal key mappings one host built lately, kept across its updates.
///
/// Apps declare the same shortcuts update after update, and resolving a mapping (fallbacks,
/// conflicts, reasons) costs far more than comparing the declared sequences, so an update whose
/// declarations match a recent update's reuses its mapping. Several are kept, not only the
/// last: each tab, sheet or screen declares its own controls' shortcuts, and switching between
/// two tabs would otherwise build each tab's mapping afresh on every switch. Each host's
/// records pass one memo on from update to update (``InteractionRecord/init(sizedLike:)``), so
/// hosts in one process never evict each other's mappings.
@MainActor
final class KeyMappingMemo {
  /// How many mappings are kept: more than the screens a user moves between in a while
  /// (four tabs and a sheet or two). The other memos of resolved keys and menus keep as many.
  static let capacity = 8

  private var recent = RecentlyUsed<(TerminalKeyProfile, [KeySequence]), KeyMapping>(
    capacity: capacity)

  init() {}

  /// The mapping of `declared` on `profile`: a kept one when a recent update declared the
  /// same, else built now and kept in place of the one unused longest.
  func mapping(profile: TerminalKeyProfile, declared: [KeySequence]) -> KeyMapping {
    if let kept = recent.value(where: { $0.0 == profile && $0.1 == declared }) { return kept }
    let mapping = KeyMapping(profile: profile, declared: declared)
    recent.insert(mapping, for: (profile, declared))
    return mapping
  }

  /// How many mappings are kept now (for tests).
  var keptCount: Int { recent.count }
}
