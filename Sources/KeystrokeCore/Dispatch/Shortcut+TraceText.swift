extension Shortcut {
  /// The shortcut in key-script spelling (`ctrl+shift+k`, `cmd+1`, `escape`), for traces.
  ///
  /// Modifiers come in the order ctrl, alt, shift, cmd. This spelling is stable so that tests and
  /// an `--explain` view can rely on it; the user-facing display lives elsewhere.
  public var traceText: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("ctrl") }
    if modifiers.contains(.option) { parts.append("alt") }
    if modifiers.contains(.shift) { parts.append("shift") }
    if modifiers.contains(.command) { parts.append("cmd") }
    parts.append(key.traceName)
    return parts.joined(separator: "+")
  }
}

extension KeySequence {
  /// The steps in key-script spelling separated by spaces (`ctrl+k ctrl+s`), for traces.
  public var traceText: String { steps.map(\.traceText).joined(separator: " ") }
}

extension KeyCode {
  /// The key's name in key-script spelling: `a`, `return`, `escape`, `pageup`, `f5`.
  fileprivate var traceName: String {
    switch self {
    case .character(let character): return String(character)
    case .return: return "return"
    case .escape: return "escape"
    case .tab: return "tab"
    case .space: return "space"
    case .backspace: return "backspace"
    case .deleteForward: return "delete"
    case .upArrow: return "up"
    case .downArrow: return "down"
    case .leftArrow: return "left"
    case .rightArrow: return "right"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pageup"
    case .pageDown: return "pagedown"
    case .insert: return "insert"
    case .clear: return "clear"
    case .function(let number): return "f\(number)"
    }
  }
}
