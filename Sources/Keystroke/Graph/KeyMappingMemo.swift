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
  private struct Kept {
    let profile: TerminalKeyProfile
    let declared: [KeySequence]
    let mapping: KeyMapping
  }

  /// How many mappings are kept: more than the screens a user moves between in a while
  /// (four tabs and a sheet or two).
  static let capacity = 8

  /// The kept mappings, the one used last first.
  private var recent: [Kept] = []

  init() {}

  /// The mapping of `declared` on `profile`: a kept one when a recent update declared the
  /// same, else built now and kept in place of the one unused longest.
  func mapping(profile: TerminalKeyProfile, declared: [KeySequence]) -> KeyMapping {
    if let index = recent.firstIndex(where: { $0.profile == profile && $0.declared == declared }) {
      let found = recent[index]
      if index > 0 {
        recent.remove(at: index)
        recent.insert(found, at: 0)
      }
      return found.mapping
    }
    let mapping = KeyMapping(profile: profile, declared: declared)
    recent.insert(Kept(profile: profile, declared: declared, mapping: mapping), at: 0)
    if recent.count > Self.capacity { recent.removeLast() }
    return mapping
  }

  /// How many mappings are kept now (for tests).
  var keptCount: Int { recent.count }
}
