import KeystrokeCore
import KeystrokeTerminal

/// The state and drawing of `keystroke keys`: the profile, the ⌘ shortcuts this terminal can
/// deliver, and a log of decoded events with the raw bytes they came from.
struct KeysScreen {
  /// The negotiated profile, once known.
  var profile: TerminalProfile?
  /// Environment problems to show (malformed overrides).
  var problems: [String]
  /// The event log, oldest first, at most ``logLimit`` lines.
  private(set) var log: [String] = []
  /// Which bytes each event came from.
  private var eventBytes = EventBytes()
  /// The latest read, shown when an event's own bytes cannot be told.
  private var lastRead: [UInt8] = []

  static let logLimit = 200

  init(problems: [String]) { self.problems = problems }

  /// Handles one loop event and says whether the screen changed.
  mutating func handle(_ event: LoopEvent<TerminalEvent>) -> LoopResponse {
    switch event {
    case .received(let bytes):
      lastRead = bytes
      eventBytes.received(bytes)
      return .unchanged
    case .profileDecided(let decided):
      profile = decided
      return .changed
    case .resize, .resumed:
      return .changed
    case .wake:
      return .unchanged
    case .input(let input):
      if case .key(let key) = input, key.kind != .release {
        if key.shortcut == Shortcut("c", modifiers: .control) || key.shortcut == Shortcut("q") {
          return .quit
        }
        if key.shortcut == Shortcut("z", modifiers: .control) { return .suspend }
      }
      let bytes: String
      if let own = eventBytes.bytes(for: input) {
        bytes = own.isEmpty ? "(same bytes as the line above)" : Self.hex(own)
      } else {
        bytes = "somewhere in " + Self.hex(lastRead)
      }
      append(Self.describe(input) + "   bytes: " + bytes)
      return .changed
    }
  }

  private mutating func append(_ line: String) {
    log.append(line)
    if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
  }

  /// One line for a decoded event.
  static func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .key(let key):
      let glyphs = ShortcutFormatter.symbols.string(for: key.shortcut)
      let words = ShortcutFormatter.words.string(for: key.shortcut)
      var line = "key \(glyphs)  (\(words))  \(key.kind)"
      if let text = key.text { line += "  text \"\(text)\"" }
      return line
    case .unmappedKey(let code, let modifiers, let kind):
      return "unmapped key code \(code) modifiers \(modifiers.rawValue) \(kind)"
    case .paste(let text): return "paste of \(text.count) characters"
    case .mouse(let mouse): return describe(mouse)
    case .focusIn: return "focus in"
    case .focusOut: return "focus out"
    case .reply(let reply): return describe(reply)
    case .unknown(let bytes): return "unknown sequence \(hex(bytes))"
    }
  }

  /// One line for a mouse report, with 1-based cell coordinates as terminals number them.
  static func describe(_ mouse: TerminalMouseEvent) -> String {
    func name(_ button: TerminalMouseEvent.Button) -> String {
      switch button {
      case .left: return "left"
      case .middle: return "middle"
      case .right: return "right"
      case .extra(let number): return "button \(number)"
      }
    }
    let action: String
    switch mouse.action {
    case .press(let button): action = "press " + name(button)
    case .release(let button): action = "release " + name(button)
    case .drag(let button): action = "drag " + name(button)
    case .move: action = "move"
    case .scroll(let direction): action = "scroll \(direction)"
    }
    var line = "mouse \(action) at column \(mouse.column + 1), row \(mouse.row + 1)"
    let held: [(KeyModifiers, String)] = [
      (.control, "Ctrl"), (.option, "Alt"), (.shift, "Shift"), (.command, "Cmd"),
    ]
    let names = held.filter { mouse.modifiers.contains($0.0) }.map(\.1)
    if !names.isEmpty { line += " with " + names.joined(separator: "+") }
    return line
  }

  /// One line for a reply to a query.
  static func describe(_ reply: TerminalReply) -> String {
    switch reply {
    case .deviceAttributes(let attributes):
      return "reply: device attributes \(attributes.map(String.init).joined(separator: ";"))"
    case .keyboardFlags(let flags): return "reply: kitty keyboard flags \(flags)"
    case .mode(let mode, let state, let isPrivate):
      return "reply: mode \(isPrivate ? "?" : "")\(mode) is \(state)"
    case .cursorPosition(let row, let column):
      return "reply: cursor at column \(column + 1), row \(row + 1)"
    case .terminalVersion(let text): return "reply: terminal version \"\(text)\""
    case .modifyOtherKeys(let level): return "reply: modifyOtherKeys level \(level)"
    case .other: return "unrecognised sequence (passed on as a reply)"
    }
  }

  /// Bytes as space-separated hex pairs; a long run (a paste) shows its start and its length.
  static func hex(_ bytes: [UInt8]) -> String {
    let shown = bytes.prefix(hexLimit).map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
    return bytes.count > hexLimit ? shown + " … (\(bytes.count) bytes)" : shown
  }

  /// How many bytes ``hex(_:)`` spells out.
  static let hexLimit = 32

  /// Lines saying how ⌘1…⌘9 and ⌘A…⌘Z reach the app on `profile`'s terminal, the entries
  /// flowed into lines at most `width` columns wide.
  static func commandShortcutLines(for profile: TerminalProfile, width: Int) -> [String] {
    let digits = (1...9).map { Shortcut(Character(String($0)), modifiers: .command) }
    let letters = "abcdefghijklmnopqrstuvwxyz".map { Shortcut($0, modifiers: .command) }
    let declared = (digits + letters).map { KeySequence($0) }
    let mapping = KeyMapping(profile: profile.keyProfile, declared: declared)
    func entry(_ shortcut: Shortcut) -> String {
      let name = ShortcutFormatter.symbols.string(for: shortcut)
      guard let shown = mapping.displayString(for: shortcut, formatter: .symbols) else {
        return "\(name)✗"
      }
      return shown == name ? name : "\(name)→\(shown)"
    }
    let heading =
      profile.kittyKeyboard
      ? "⌘ shortcuts (kitty reports Super as ⌘):"
      : "⌘ shortcuts (no Super on this terminal; press the fallback):"
    return [heading] + flow(digits.map(entry), width: width)
      + flow(letters.prefix(13).map(entry), width: width)
      + flow(letters.dropFirst(13).map(entry), width: width)
  }

  /// `words` joined by spaces into lines of at most `width` columns (a word wider than that
  /// gets a line of its own), the first line starting with `first`, the others with `rest`.
  static func flow(_ words: [String], width: Int, first: String = "  ", rest: String = "  ")
    -> [String]
  {
    var lines: [String] = []
    var indent = first
    var line = first
    for word in words {
      if line == indent {
        line += word
      } else if GraphemeWidth.columns(of: line) + 1 + GraphemeWidth.columns(of: word) <= width {
        line += " " + word
      } else {
        lines.append(line)
        indent = rest
        line = rest + word
      }
    }
    if line != indent { lines.append(line) }
    return lines
  }

  /// How many event lines the screen keeps room for before it drops the profile section.
  static let minimumEventRows = 3

  /// Draws the whole screen. When the terminal is too short for the profile, the ⌘ shortcuts
  /// and a few events, the profile and shortcuts are left out: the events are what the tool is
  /// for.
  func draw(into screen: inout ScreenBuffer) {
    let bold = CellStyle(attributes: .bold)
    let title = "keystroke keys: q or Ctrl+C quits, Ctrl+Z suspends"
    let heading = "events (press any key; newest last):"
    var details = [""]
    if let profile {
      details += profile.summaryLines.map { "  " + $0 }
      for problem in problems {
        let words = ("warning: " + problem).split(separator: " ").map(String.init)
        details += Self.flow(words, width: screen.width, first: "  ", rest: "    ")
      }
      details.append("")
      details += Self.commandShortcutLines(for: profile, width: screen.width)
    } else {
      details.append("  negotiating with the terminal…")
    }
    details.append("")
    if 1 + details.count + 1 + Self.minimumEventRows > screen.height { details = [] }
    var lines = [(title, bold)] + details.map { ($0, CellStyle.plain) } + [(heading, bold)]
    let room = max(0, screen.height - lines.count)
    lines += log.suffix(room).map { ("  " + $0, .plain) }
    for (row, line) in lines.prefix(screen.height).enumerated() {
      screen.write(line.0, x: 0, y: row, style: line.1)
    }
  }
}
