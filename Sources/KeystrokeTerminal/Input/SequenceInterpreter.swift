import KeystrokeCore

/// What one complete control sequence means. ``InputDecoder`` finds where sequences begin and
/// end; this type reads them.
enum SequenceInterpreter {
  /// The meaning of one sequence.
  enum Interpretation {
    /// A key event (an `ESC` before the sequence adds Option to it).
    case key(TerminalKeyEvent)
    /// Several key events (kitty text with no key, from an input method).
    case keys([TerminalKeyEvent])
    /// Any other event.
    case event(TerminalEvent)
    /// A cursor position report, 0-based.
    case cursorReport(row: Int, column: Int)
    /// `CSI 200 ~`: a bracketed paste begins.
    case beginPaste
    /// The sequence is malformed or means nothing known.
    case unknown
  }

  /// Reads the control sequence `bytes[start...]`, where `bytes[start]` is `ESC`, followed by
  /// `[`, and the last byte is the final byte.
  ///
  /// - Parameters:
  ///   - expectingCursorReport: Whether a cursor position request is outstanding, which makes
  ///     `CSI 1 ; m R` a report instead of a modified F3.
  static func controlSequence(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, parameters: inout ParameterList,
    expectingCursorReport: Bool
  ) -> Interpretation {
    let end = bytes.count - 1
    let final = bytes[end]
    var index = start + 2
    var marker: UInt8 = 0
    if index < end, (0x3C...0x3F).contains(bytes[index]) {
      marker = bytes[index]
      index += 1
    }
    let parameterStart = index
    while index < end, (0x30...0x3B).contains(bytes[index]) { index += 1 }
    let parameterEnd = index
    let intermediate: UInt8 = index < end ? bytes[index] : 0
    while index < end, (0x20...0x2F).contains(bytes[index]) { index += 1 }
    let intermediateCount = end - parameterEnd
    guard index == end, parameters.parse(bytes, parameterStart..<parameterEnd) else {
      return .unknown
    }
    var generic: Interpretation {
      .event(.reply(.other(TerminalSequence(.csi, bytes: Array(bytes[start...])))))
    }

    switch (marker, intermediateCount, final) {
    case (0, 0, UInt8(ascii: "u")): return kittyKey(parameters)
    case (0, 0, UInt8(ascii: "~")): return tildeKey(parameters)
    case (0, 0, UInt8(ascii: "R")):
      return cursorReportOrF3(parameters, expectingCursorReport: expectingCursorReport)
    case (0, 0, UInt8(ascii: "Z")):
      guard let (modifiers, kind) = modifiersAndKind(parameters, field: 1) else {
        return .unknown
      }
      return .key(TerminalKeyEvent(Shortcut(.tab, modifiers: modifiers.union(.shift)), kind: kind))
    case (0, 0, UInt8(ascii: "I")) where parameters.count == 0: return .event(.focusIn)
    case (0, 0, UInt8(ascii: "O")) where parameters.count == 0: return .event(.focusOut)
    case (0, 0, let letter) where KeyTables.letterKey(letter) != nil:
      guard let key = KeyTables.letterKey(letter),
        let (modifiers, kind) = modifiersAndKind(parameters, field: 1)
      else { return .unknown }
      return .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers), kind: kind))
    case (UInt8(ascii: "?"), 0, UInt8(ascii: "u")):
      return .event(.reply(.keyboardFlags(parameters.value(0) ?? 0)))
    case (UInt8(ascii: "?"), 0, UInt8(ascii: "c")):
      let attributes = (0..<parameters.count).map { parameters.value($0) ?? 0 }
      return .event(.reply(.deviceAttributes(attributes)))
    case (_, 1, UInt8(ascii: "y")) where intermediate == UInt8(ascii: "$"):
      guard marker == 0 || marker == UInt8(ascii: "?"), parameters.count == 2,
        let mode = parameters.value(0),
        let state = TerminalReply.ModeState(rawValue: parameters.value(1) ?? -1)
      else { return generic }
      return .event(.reply(.mode(mode, state: state, isPrivate: marker != 0)))
    case (UInt8(ascii: "<"), 0, UInt8(ascii: "M")), (UInt8(ascii: "<"), 0, UInt8(ascii: "m")):
      return sgrMouse(parameters, released: final == UInt8(ascii: "m"))
    case (UInt8(ascii: ">"), 0, UInt8(ascii: "m")) where parameters.value(0) == 4:
      return .event(.reply(.modifyOtherKeys(parameters.value(1) ?? 0)))
    default:
      return generic
    }
  }

  /// Reads `SS3 [params] final` in `bytes[start...]` (`ESC O`, optional modifier, final).
  static func singleShift(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, parameters: inout ParameterList
  )
    -> Interpretation
  {
    let end = bytes.count - 1
    guard parameters.parse(bytes, (start + 2)..<end) else { return .unknown }
    let final = bytes[end]
    let wire = parameters.count > 0 ? parameters.value(parameters.count - 1) ?? 1 : 1
    let modifiers = KeyTables.modifiers(wire: wire)
    if let key = KeyTables.letterKey(final) {
      return .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers)))
    }
    guard let key = KeyTables.keypadKey(final) else { return .unknown }
    var text: String?
    if modifiers.chordOnly.subtracting(.shift).isEmpty, case .character(let character) = key {
      text = String(character)
    }
    return .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers), text: text))
  }

  /// Reads a control string in `bytes[start...]`: `ESC P|]|_`, the content, then `ESC \` or BEL.
  static func controlString(_ bytes: [UInt8], start: Int, introducer: TerminalSequence.Introducer)
    -> TerminalEvent
  {
    let terminatorLength = bytes.last == 0x07 ? 1 : 2
    let content = bytes[(start + 2)..<(bytes.count - terminatorLength)]
    if introducer == .dcs, content.starts(with: [UInt8(ascii: ">"), UInt8(ascii: "|")]) {
      return .reply(.terminalVersion(String(decoding: content.dropFirst(2), as: UTF8.self)))
    }
    return .reply(.other(TerminalSequence(introducer, bytes: Array(bytes[start...]))))
  }

  /// Reads an X10 mouse report: `CSI M` then three bytes, each 32 more than its value.
  static func x10Mouse(_ bytes: UnsafeBufferPointer<UInt8>) -> Interpretation {
    let count = bytes.count
    let code = Int(bytes[count - 3]) - 32
    let column = Int(bytes[count - 2]) - 33
    let row = Int(bytes[count - 1]) - 33
    guard code >= 0, column >= 0, row >= 0 else { return .unknown }
    return mouse(code: code, column: column, row: row, released: false)
  }

  private static func modifiersAndKind(_ parameters: ParameterList, field: Int)
    -> (KeyModifiers, TerminalKeyEvent.Kind)?
  {
    guard let kind = kind(parameters.value(field, 1)) else { return nil }
    return (KeyTables.modifiers(wire: parameters.value(field) ?? 1), kind)
  }

  private static func kind(_ value: Int?) -> TerminalKeyEvent.Kind? {
    switch value {
    case nil, 1: return .press
    case 2: return .repeat
    case 3: return .release
    default: return nil
    }
  }

  private static func kittyKey(_ parameters: ParameterList) -> Interpretation {
    guard parameters.count >= 1, let (modifiers, kind) = modifiersAndKind(parameters, field: 1)
    else { return .unknown }
    let code = parameters.value(0) ?? 0
    var text: String?
    if parameters.subCount(2) > 0 {
      var scalars = String.UnicodeScalarView()
      for sub in 0..<parameters.subCount(2) {
        guard let value = parameters.value(2, sub), let scalar = KeyTables.typedScalar(value)
        else { return .unknown }
        scalars.append(scalar)
      }
      text = String(scalars)
    }
    if code == 0 {
      guard let text else { return .unknown }
      return .keys(
        text.unicodeScalars.map { scalar in
          let character = Character(scalar)
          return TerminalKeyEvent(
            Shortcut(KeyCode(character), modifiers: modifiers), kind: kind,
            text: kind == .release ? nil : String(character))
        })
    }
    let key: KeyCode
    if KeyTables.isKittyFunctional(code) {
      guard let functional = KeyTables.kittyFunctionalKey(code) else {
        return .event(.unmappedKey(code: code, modifiers: modifiers, kind: kind))
      }
      key = functional
    } else {
      guard let plain = KeyTables.codePointKey(code) else { return .unknown }
      key = plain
    }
    let base = parameters.value(0, 2).flatMap(KeyTables.codePointKey).map { Shortcut($0).key }
    if text == nil {
      text = typedText(
        key, modifiers: modifiers, kind: kind, shifted: parameters.value(0, 1))
    }
    return .key(
      TerminalKeyEvent(
        Shortcut(key, modifiers: modifiers), kind: kind, text: text, baseLayoutKey: base))
  }

  /// The text a printable key types when only Shift or Caps Lock is held.
  private static func typedText(
    _ key: KeyCode, modifiers: KeyModifiers, kind: TerminalKeyEvent.Kind, shifted: Int?
  ) -> String? {
    guard kind != .release, modifiers.isDisjoint(with: [.control, .option, .command]) else {
      return nil
    }
    switch key {
    case .space: return " "
    case .character(let character):
      if let shifted, modifiers.contains(.shift), let scalar = KeyTables.typedScalar(shifted) {
        return String(Character(scalar))
      }
      if modifiers.isDisjoint(with: [.shift, .capsLock]) { return String(character) }
      if let ascii = character.asciiValue, (0x61...0x7A).contains(ascii) {
        return String(Character(Unicode.Scalar(ascii - 0x20)))
      }
      return String(character).uppercased()
    default: return nil
    }
  }

  private static func tildeKey(_ parameters: ParameterList) -> Interpretation {
    guard let number = parameters.value(0) else { return .unknown }
    if number == 27, parameters.count >= 3 {
      guard let code = parameters.value(2), let key = KeyTables.codePointKey(code) else {
        return .unknown
      }
      let modifiers = KeyTables.modifiers(wire: parameters.value(1) ?? 1)
      var text: String?
      if modifiers.isDisjoint(with: [.control, .option, .command]),
        let scalar = KeyTables.typedScalar(code)
      {
        text = String(Character(scalar))
      }
      return .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers), text: text))
    }
    if number == 200, parameters.count == 1 { return .beginPaste }
    guard let key = KeyTables.tildeKey(number),
      let (modifiers, kind) = modifiersAndKind(parameters, field: 1)
    else { return .unknown }
    return .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers), kind: kind))
  }

  private static func cursorReportOrF3(_ parameters: ParameterList, expectingCursorReport: Bool)
    -> Interpretation
  {
    if parameters.count == 0 { return .key(TerminalKeyEvent(Shortcut(.function(3)))) }
    guard parameters.count == 2, let row = parameters.value(0), let column = parameters.value(1)
    else { return .unknown }
    let looksLikeKey = row == 1 && (parameters.subCount(1) > 1 || (2...256).contains(column))
    if looksLikeKey, !expectingCursorReport || parameters.subCount(1) > 1 {
      guard let (modifiers, kind) = modifiersAndKind(parameters, field: 1) else { return .unknown }
      return .key(TerminalKeyEvent(Shortcut(.function(3), modifiers: modifiers), kind: kind))
    }
    guard row >= 1, column >= 1 else { return .unknown }
    return .cursorReport(row: row - 1, column: column - 1)
  }

  private static func sgrMouse(_ parameters: ParameterList, released: Bool) -> Interpretation {
    guard parameters.count == 3, let code = parameters.value(0), let column = parameters.value(1),
      let row = parameters.value(2), column >= 1, row >= 1
    else { return .unknown }
    return mouse(code: code, column: column - 1, row: row - 1, released: released)
  }

  private static func mouse(code: Int, column: Int, row: Int, released: Bool) -> Interpretation {
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.option) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let action: TerminalMouseEvent.Action
    if code & 64 != 0, code & 128 == 0 {
      let directions: [TerminalMouseEvent.ScrollDirection] = [.up, .down, .left, .right]
      action = .scroll(directions[low])
    } else {
      let plain: [TerminalMouseEvent.Button?] = [.left, .middle, .right, nil]
      let button = code & 128 != 0 ? .extra(8 + low) : plain[low]
      if code & 32 != 0 {
        action = button.map { .drag($0) } ?? .move
      } else if released {
        guard let button else { return .unknown }
        action = .release(button)
      } else {
        // X10 reports every release as button 3 without saying which button came up.
        action = button.map { .press($0) } ?? .release(.left)
      }
    }
    return .event(
      .mouse(TerminalMouseEvent(action, column: column, row: row, modifiers: modifiers)))
  }
}
