import KeystrokeCore

/// The user's keymap as this update applies it, for views that show a control's keys but are
/// built before the keymap is known (an open context menu): they leave their keys to be
/// settled once ``KeymapRuntime`` has checked the keymap, still before layout.
@MainActor
struct ControlKeymap {
  /// The checked keymap.
  let keymap: Keymap
  /// The terminal the keys are for.
  let profile: TerminalKeyProfile
  /// The screens this update shows, for a `"when"` naming one.
  let screens: ScreenNames

  /// The keys the control or command `id` has on the screens of presentation layer `layer`
  /// (where its keys work), starting from `defaults`; `nil` when the keymap removes them.
  func keys(for id: CommandID, defaults: KeySequence?, inLayer layer: Int) -> KeySequence? {
    var contexts = Set(screens.shown(inLayer: layer).map(KeymapContext.Name.screen))
    if layer > 0 { contexts.insert(.sheet) }
    return keymap.keys(for: id, defaults: defaults, on: profile, in: contexts)
  }
}
