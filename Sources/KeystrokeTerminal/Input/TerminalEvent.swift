import KeystrokeCore

/// One thing the terminal told the application, decoded from its input bytes by ``InputDecoder``.
///
/// Keys, pastes, mouse reports and focus changes come from the user; replies answer queries
/// the application sent. Bytes the decoder cannot interpret arrive as ``unknown(_:)`` and are
/// never typed as text.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed, repeated or released.
  case key(TerminalKeyEvent)
  /// A key the shortcut model has no name for (a modifier key on its own, Caps Lock, a media
  /// key, Print Screen, Menu), reported by its kitty key number. It never produces text.
  case unmappedKey(code: Int, modifiers: KeyModifiers, kind: TerminalKeyEvent.Kind)
  /// Text pasted with bracketed paste mode on. Its content is never interpreted as keys.
  case paste(String)
  /// A mouse report in the SGR (or X10) encoding.
  case mouse(TerminalMouseEvent)
  /// The terminal window gained focus (`CSI I`).
  case focusIn
  /// The terminal window lost focus (`CSI O`).
  case focusOut
  /// The terminal answered a query.
  case reply(TerminalReply)
  /// A sequence the decoder could not interpret: malformed, truncated, too long or unknown.
  case unknown([UInt8])
}
