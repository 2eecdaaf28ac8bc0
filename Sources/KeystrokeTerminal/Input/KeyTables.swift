import KeystrokeCore

/// The lookup tables of terminal key encodings: the legacy C0 bytes, xterm's cursor and tilde
/// keys, SS3 keypad keys, and kitty's key numbers.
enum KeyTables {
  /// The chord modifiers for a wire modifier value (`1 +` a bit mask, as xterm and kitty send).
  ///
  /// Shift, Alt and Ctrl map directly; Super (xterm's "Meta" bit) is ``KeyModifiers/command``;
  /// kitty's Hyper joins Command and its Meta joins Option, so a chord with them never matches
  /// the bare key. Caps Lock is kept (``Shortcut`` drops it); Num Lock is dropped.
  static func modifiers(wire: Int) -> KeyModifiers {
    let bits = max(0, wire - 1)
    var result: KeyModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 || bits & 32 != 0 { result.insert(.option) }
    if bits & 4 != 0 { result.insert(.control) }
    if bits & 8 != 0 || bits & 16 != 0 { result.insert(.command) }
    if bits & 64 != 0 { result.insert(.capsLock) }
    return result
  }

  /// The key event for a single byte below 0x80 other than ESC, as a legacy terminal sends it.
  static func legacyEvent(
    _ byte: UInt8, backspaceByte: InputDecoderConfiguration.BackspaceByte
  ) -> TerminalEvent {
    let shortcut: Shortcut
    var text: String?
    switch byte {
    case 0x00: shortcut = Shortcut(.space, modifiers: .control)
    case 0x08:
      shortcut =
        backspaceByte == .controlH
        ? Shortcut(.character("h"), modifiers: .control)
        : Shortcut(.backspace, modifiers: .control)
    case 0x09: shortcut = Shortcut(.tab)
    case 0x0D: shortcut = Shortcut(.return)
    case 0x1B: shortcut = Shortcut(.escape)
    case 0x1C: shortcut = Shortcut(.character("\\"), modifiers: .control)
    case 0x1D: shortcut = Shortcut(.character("]"), modifiers: .control)
    case 0x1E: shortcut = Shortcut(.character("^"), modifiers: .control)
    case 0x1F: shortcut = Shortcut(.character("_"), modifiers: .control)
    case 0x01...0x1A:
      let letter = Character(Unicode.Scalar(byte + 0x60))
      shortcut = Shortcut(.character(letter), modifiers: .control)
    case 0x20:
      shortcut = Shortcut(.space)
      text = " "
    case 0x7F: shortcut = Shortcut(.backspace)
    default:
      let character = Character(Unicode.Scalar(byte))
      shortcut = Shortcut(character)
      text = String(character)
    }
    return .key(TerminalKeyEvent(shortcut, text: text))
  }

  /// The key for the number of a `CSI number ~` sequence (xterm/VT220 numbering).
  ///
  /// tmux sends Home and End as `1~` and `4~`; rxvt uses `7~` and `8~`. `29~` is F16 (kitty
  /// uses it for Menu, which the key model has no name for).
  static func tildeKey(_ number: Int) -> KeyCode? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .deleteForward
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    case 57427: return .clear
    default: return nil
    }
  }

  /// The key for the final byte of `CSI 1 ; m X` or `SS3 X`.
  static func letterKey(_ final: UInt8) -> KeyCode? {
    switch final {
    case UInt8(ascii: "A"): return .upArrow
    case UInt8(ascii: "B"): return .downArrow
    case UInt8(ascii: "C"): return .rightArrow
    case UInt8(ascii: "D"): return .leftArrow
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "E"): return .clear
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }

  /// The key for an application-keypad `SS3` final byte (`SS3 p` is keypad 0, `SS3 M` Enter).
  static func keypadKey(_ final: UInt8) -> KeyCode? {
    switch final {
    case UInt8(ascii: "M"): return .return
    case UInt8(ascii: "I"): return .tab
    case UInt8(ascii: " "): return .space
    case UInt8(ascii: "X"): return .character("=")
    case UInt8(ascii: "j"): return .character("*")
    case UInt8(ascii: "k"): return .character("+")
    case UInt8(ascii: "l"): return .character(",")
    case UInt8(ascii: "m"): return .character("-")
    case UInt8(ascii: "n"): return .character(".")
    case UInt8(ascii: "o"): return .character("/")
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      return .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + 0x30)))
    default: return nil
    }
  }

  /// Whether `code` is in the private-use range kitty draws its functional key numbers from.
  static func isKittyFunctional(_ code: Int) -> Bool { (57344...63743).contains(code) }

  /// The key for a kitty functional key number, or `nil` for keys the model cannot name.
  static func kittyFunctionalKey(_ code: Int) -> KeyCode? {
    switch code {
    case 57364...57398: return .function(code - 57363)
    case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399 + 0x30))))
    case 57409: return .character(".")
    case 57410: return .character("/")
    case 57411: return .character("*")
    case 57412: return .character("-")
    case 57413: return .character("+")
    case 57414: return .return
    case 57415: return .character("=")
    case 57416: return .character(",")
    case 57417: return .leftArrow
    case 57418: return .rightArrow
    case 57419: return .upArrow
    case 57420: return .downArrow
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .deleteForward
    case 57427: return .clear
    default: return nil
    }
  }

  /// The character a code point in a key report types, or `nil` when it types nothing: C0
  /// controls, DEL and C1 controls are keys (Backspace, Return) or garbage, never text.
  static func typedScalar(_ code: Int) -> Unicode.Scalar? {
    guard code >= 0x20, !(0x7F..<0xA0).contains(code) else { return nil }
    return Unicode.Scalar(UInt32(clamping: code))
  }

  /// The key for a Unicode code point as kitty and modifyOtherKeys report it, or `nil` when
  /// the number is not a key (a control character other than the named ones, a surrogate).
  /// A capital letter stays capital: ``Shortcut`` folds it to the letter plus Shift.
  static func codePointKey(_ code: Int) -> KeyCode? {
    switch code {
    case 13: return .return
    case 9: return .tab
    case 27: return .escape
    case 8, 127: return .backspace
    case 32: return .space
    case 0..<32, 0x80..<0xA0: return nil
    case 33..<127: return .character(Character(Unicode.Scalar(UInt8(code))))
    default:
      guard let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
      return .character(Character(scalar))
    }
  }
}
