/// The modifier keys held with a key.
///
/// The members mirror SwiftUI's `EventModifiers`; ``command`` means the platform's primary
/// modifier, which a terminal reports as Super when it speaks the kitty keyboard protocol.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bit pattern of the set.
  public let rawValue: Int

  /// Creates a set from its bit pattern.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let capsLock = KeyModifiers(rawValue: 1 << 0)
  /// Shift (⇧).
  public static let shift = KeyModifiers(rawValue: 1 << 1)
  /// Control (⌃).
  public static let control = KeyModifiers(rawValue: 1 << 2)
  /// Option (⌥), reported as Alt or Meta by terminals.
  public static let option = KeyModifiers(rawValue: 1 << 3)
  /// Command (⌘), reported as Super by terminals.
  public static let command = KeyModifiers(rawValue: 1 << 4)
  /// The key is on the numeric keypad.
  public static let numericPad = KeyModifiers(rawValue: 1 << 5)
  /// The Function (fn) key.
  public static let function = KeyModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all: KeyModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]

  /// The modifiers that take part in matching a shortcut: Shift, Control, Option and Command.
  ///
  /// Caps Lock and the keypad flag describe the state of the keyboard, not a chord, so two
  /// events that differ only in them trigger the same shortcut.
  public static let chordModifiers: KeyModifiers = [.shift, .control, .option, .command]

  /// This set without Caps Lock, keypad and Function.
  public var chordOnly: KeyModifiers { intersection(.chordModifiers) }
}
