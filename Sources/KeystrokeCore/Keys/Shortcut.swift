/// One key pressed with a set of modifiers: the unit that commands bind and events match.
///
/// A shortcut is stored in a normal form so that equal chords compare equal:
/// - letters are lowercase, and a capital letter becomes the lowercase letter plus Shift;
/// - only Shift, Control, Option and Command are kept (see ``KeyModifiers/chordModifiers``).
public struct Shortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyCode
  /// The modifiers, always a subset of ``KeyModifiers/chordModifiers``.
  public let modifiers: KeyModifiers

  /// Creates a shortcut in normal form.
  ///
  /// - Parameters:
  ///   - key: The key. Capital letters add Shift.
  ///   - modifiers: The modifiers; Caps Lock, keypad and Function are dropped.
  public init(_ key: KeyCode, modifiers: KeyModifiers = []) {
    var modifiers = modifiers.chordOnly
    if case .character(let character) = key, KeyCode.isUppercase(character) {
      let normal = KeyCode(character)
      if normal != key { modifiers.insert(.shift) }
      self.key = normal
    } else {
      self.key = key
    }
    self.modifiers = modifiers
  }

  /// Creates a shortcut for a character key.
  ///
  /// - Parameters:
  ///   - character: The key's character; control characters map to their named keys.
  ///   - modifiers: The modifiers held with it.
  public init(_ character: Character, modifiers: KeyModifiers = []) {
    let key = KeyCode(character)
    var modifiers = modifiers
    if KeyCode.isUppercase(character), key != .character(character) { modifiers.insert(.shift) }
    self.init(key, modifiers: modifiers)
  }

  /// Return with no modifiers: SwiftUI's `KeyboardShortcut.defaultAction`.
  public static let defaultAction = Shortcut(.return)
  /// Escape with no modifiers: SwiftUI's `KeyboardShortcut.cancelAction`.
  public static let cancelAction = Shortcut(.escape)
}
