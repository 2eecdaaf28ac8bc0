import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

/// One row of a decoding table: the bytes (as a string with escapes) and the events expected.
struct DecodeCase: Sendable, CustomTestStringConvertible {
  let input: String
  let expected: [TerminalEvent]

  init(_ input: String, _ expected: [TerminalEvent]) {
    self.input = input
    self.expected = expected
  }

  init(_ input: String, _ expected: TerminalEvent) { self.init(input, [expected]) }

  var testDescription: String {
    input.unicodeScalars.map { $0.value < 0x20 ? "^" + String($0.value, radix: 16) : String($0) }
      .joined()
  }
}

private func key(
  _ key: KeyCode, _ modifiers: KeyModifiers = [], text: String? = nil,
  kind: TerminalKeyEvent.Kind = .press
) -> TerminalEvent {
  DecoderFixtures.key(key, modifiers, text: text, kind: kind)
}

private func char(_ character: Character, _ modifiers: KeyModifiers = []) -> TerminalEvent {
  .key(TerminalKeyEvent(Shortcut(character, modifiers: modifiers)))
}

private let esc = "\u{1B}"

@Suite struct InputDecoderTests {
  static let legacy: [DecodeCase] = [
    DecodeCase("a", DecoderFixtures.typed("a")),
    DecodeCase("A", DecoderFixtures.typed("A")),
    DecodeCase("~", DecoderFixtures.typed("~")),
    DecodeCase(" ", key(.space, text: " ")),
    DecodeCase("\u{01}", char("a", .control)),
    DecodeCase("\u{13}", char("s", .control)),
    DecodeCase("\u{1A}", char("z", .control)),
    DecodeCase("\u{00}", key(.space, .control)),
    DecodeCase("\t", key(.tab)),
    DecodeCase("\r", key(.return)),
    DecodeCase("\n", char("j", .control)),
    DecodeCase("\u{7F}", key(.backspace)),
    DecodeCase("\u{08}", char("h", .control)),
    DecodeCase("\u{1C}", char("\\", .control)),
    DecodeCase("\u{1D}", char("]", .control)),
    DecodeCase("\u{1E}", char("^", .control)),
    DecodeCase("\u{1F}", char("_", .control)),
    DecodeCase("é", DecoderFixtures.typed("é")),
    DecodeCase("É", DecoderFixtures.typed("É")),
    DecodeCase("世", DecoderFixtures.typed("世")),
    DecodeCase("😀", DecoderFixtures.typed("😀")),
    DecodeCase("ab", [DecoderFixtures.typed("a"), DecoderFixtures.typed("b")]),
  ]

  static let alt: [DecodeCase] = [
    DecodeCase(esc + "x", char("x", .option)),
    DecodeCase(esc + "X", char("x", [.option, .shift])),
    DecodeCase(esc + "2", char("2", .option)),
    DecodeCase(esc + "\u{01}", char("a", [.option, .control])),
    DecodeCase(esc + "\u{00}", key(.space, [.option, .control])),
    DecodeCase(esc + "\r", key(.return, .option)),
    DecodeCase(esc + "\t", key(.tab, .option)),
    DecodeCase(esc + "\u{7F}", key(.backspace, .option)),
    DecodeCase(esc + " ", key(.space, .option)),
    DecodeCase(esc + "é", char("é", .option)),
    DecodeCase(esc + "世", char("世", .option)),
    DecodeCase(esc, key(.escape)),
    DecodeCase(esc + esc, key(.escape, .option)),
    DecodeCase(esc + "[", char("[", .option)),
    DecodeCase(esc + "O", char("o", [.option, .shift])),
    DecodeCase(esc + "P", char("p", [.option, .shift])),
    DecodeCase(esc + "]", char("]", .option)),
    DecodeCase(esc + "_", char("_", .option)),
    DecodeCase(esc + "Pq", [char("p", [.option, .shift]), DecoderFixtures.typed("q")]),
    DecodeCase(esc + "]x", [char("]", .option), DecoderFixtures.typed("x")]),
    DecodeCase(esc + "[\u{01}", [char("[", .option), char("a", .control)]),
    DecodeCase(esc + esc + "[A", key(.upArrow, .option)),
    DecodeCase(esc + esc + "OP", key(.function(1), .option)),
    DecodeCase(esc + esc + "[Z", key(.tab, [.option, .shift])),
    DecodeCase(esc + esc + "x", [key(.escape), char("x", .option)]),
    DecodeCase(esc + esc + esc, [key(.escape), key(.escape, .option)]),
    DecodeCase(esc + esc + "[", [key(.escape), char("[", .option)]),
  ]

  static let cursorAndFunction: [DecodeCase] = [
    DecodeCase(esc + "[A", key(.upArrow)),
    DecodeCase(esc + "[B", key(.downArrow)),
    DecodeCase(esc + "[C", key(.rightArrow)),
    DecodeCase(esc + "[D", key(.leftArrow)),
    DecodeCase(esc + "[H", key(.home)),
    DecodeCase(esc + "[F", key(.end)),
    DecodeCase(esc + "[E", key(.clear)),
    DecodeCase(esc + "OA", key(.upArrow)),
    DecodeCase(esc + "OH", key(.home)),
    DecodeCase(esc + "OP", key(.function(1))),
    DecodeCase(esc + "OQ", key(.function(2))),
    DecodeCase(esc + "OR", key(.function(3))),
    DecodeCase(esc + "OS", key(.function(4))),
    DecodeCase(esc + "O2P", key(.function(1), .shift)),
    DecodeCase(esc + "Op", key(.character("0"), text: "0")),
    DecodeCase(esc + "OM", key(.return)),
    DecodeCase(esc + "[1;5A", key(.upArrow, .control)),
    DecodeCase(esc + "[1;2A", key(.upArrow, .shift)),
    DecodeCase(esc + "[1;3A", key(.upArrow, .option)),
    DecodeCase(esc + "[1;6D", key(.leftArrow, [.control, .shift])),
    DecodeCase(esc + "[1;7H", key(.home, [.control, .option])),
    DecodeCase(esc + "[1;9A", key(.upArrow, .command)),
    DecodeCase(esc + "[1;16F", key(.end, [.shift, .option, .control, .command])),
    DecodeCase(esc + "[1;2P", key(.function(1), .shift)),
    DecodeCase(esc + "[1;5S", key(.function(4), .control)),
    DecodeCase(esc + "[1;2R", key(.function(3), .shift)),
    DecodeCase(esc + "[R", key(.function(3))),
    DecodeCase(esc + "[Z", key(.tab, .shift)),
    DecodeCase(esc + "[1;5Z", key(.tab, [.shift, .control])),
    DecodeCase(esc + "[2~", key(.insert)),
    DecodeCase(esc + "[3~", key(.deleteForward)),
    DecodeCase(esc + "[5~", key(.pageUp)),
    DecodeCase(esc + "[6~", key(.pageDown)),
    DecodeCase(esc + "[1~", key(.home)),
    DecodeCase(esc + "[7~", key(.home)),
    DecodeCase(esc + "[4~", key(.end)),
    DecodeCase(esc + "[8~", key(.end)),
    DecodeCase(esc + "[11~", key(.function(1))),
    DecodeCase(esc + "[15~", key(.function(5))),
    DecodeCase(esc + "[17~", key(.function(6))),
    DecodeCase(esc + "[21~", key(.function(10))),
    DecodeCase(esc + "[23~", key(.function(11))),
    DecodeCase(esc + "[24~", key(.function(12))),
    DecodeCase(esc + "[25~", key(.function(13))),
    DecodeCase(esc + "[29~", key(.function(16))),
    DecodeCase(esc + "[34~", key(.function(20))),
    DecodeCase(esc + "[15;5~", key(.function(5), .control)),
    DecodeCase(esc + "[3;2~", key(.deleteForward, .shift)),
    DecodeCase(esc + "[13;2~", key(.function(3), .shift)),
  ]

  static let kitty: [DecodeCase] = [
    DecodeCase(esc + "[27u", key(.escape)),
    DecodeCase(esc + "[120;3u", char("x", .option)),
    DecodeCase(esc + "[105;5u", char("i", .control)),
    DecodeCase(esc + "[112;6u", char("p", [.control, .shift])),
    DecodeCase(esc + "[107;9u", char("k", .command)),
    DecodeCase(esc + "[107;13u", char("k", [.control, .command])),
    DecodeCase(esc + "[50;9u", char("2", .command)),
    DecodeCase(esc + "[13;5u", key(.return, .control)),
    DecodeCase(esc + "[9;2u", key(.tab, .shift)),
    DecodeCase(esc + "[127;5u", key(.backspace, .control)),
    DecodeCase(esc + "[32;5u", key(.space, .control)),
    DecodeCase(esc + "[97;17u", char("a", .command)),
    DecodeCase(esc + "[97;33u", char("a", .option)),
    DecodeCase(esc + "[97;65u", key(.character("a"), text: "A")),
    DecodeCase(esc + "[97;129u", key(.character("a"), text: "a")),
    DecodeCase(esc + "[97;1:2u", key(.character("a"), text: "a", kind: .repeat)),
    DecodeCase(esc + "[97;1:3u", key(.character("a"), kind: .release)),
    DecodeCase(esc + "[1;1:3A", key(.upArrow, kind: .release)),
    DecodeCase(esc + "[1;5:2A", key(.upArrow, .control, kind: .repeat)),
    DecodeCase(esc + "[5;1:3~", key(.pageUp, kind: .release)),
    DecodeCase(esc + "[97;2;65u", key(.character("a"), .shift, text: "A")),
    DecodeCase(esc + "[97:65;2u", key(.character("a"), .shift, text: "A")),
    DecodeCase(esc + "[97;;229u", key(.character("a"), text: "å")),
    DecodeCase(esc + "[57399u", key(.character("0"), text: "0")),
    DecodeCase(esc + "[57414u", key(.return)),
    DecodeCase(esc + "[57417;5u", key(.leftArrow, .control)),
    DecodeCase(esc + "[57376u", key(.function(13))),
    DecodeCase(esc + "[57398;2u", key(.function(35), .shift)),
    DecodeCase(esc + "[57427~", key(.clear)),
    DecodeCase(esc + "[57358u", .unmappedKey(code: 57358, modifiers: [], kind: .press)),
    DecodeCase(esc + "[57441;2:3u", .unmappedKey(code: 57441, modifiers: .shift, kind: .release)),
    DecodeCase(
      esc + "[0;;104:105u", [DecoderFixtures.typed("h"), DecoderFixtures.typed("i")]),
  ]

  static let modifyOtherKeys: [DecodeCase] = [
    DecodeCase(esc + "[27;5;105~", char("i", .control)),
    DecodeCase(esc + "[27;2;9~", key(.tab, .shift)),
    DecodeCase(esc + "[27;3;9~", key(.tab, .option)),
    DecodeCase(esc + "[27;6;65~", char("a", [.control, .shift])),
    DecodeCase(esc + "[27;5;13~", key(.return, .control)),
    DecodeCase(esc + "[27;1;32~", key(.space, text: " ")),
    DecodeCase(esc + "[27;2;65~", DecoderFixtures.typed("A")),
  ]

  /// What tmux 3.3a delivers to a pane for `send-keys` names (terminal.md §1.5).
  static let tmux33: [DecodeCase] = [
    DecodeCase(esc, key(.escape)),
    DecodeCase("\r", key(.return)),
    DecodeCase("\t", key(.tab)),
    DecodeCase(esc + "[Z", key(.tab, .shift)),
    DecodeCase("\u{08}", char("h", .control)),
    DecodeCase("\u{7F}", key(.backspace)),
    DecodeCase(esc + "x", char("x", .option)),
    DecodeCase(esc + "\r", key(.return, .option)),
    DecodeCase(esc + "[1;5A", key(.upArrow, .control)),
    DecodeCase(esc + "[1;2A", key(.upArrow, .shift)),
    DecodeCase(esc + "[1;3A", key(.upArrow, .option)),
    DecodeCase(esc + "[1;6D", key(.leftArrow, [.control, .shift])),
    DecodeCase(esc + "OP", key(.function(1))),
    DecodeCase(esc + "[15~", key(.function(5))),
    DecodeCase(esc + "[15;5~", key(.function(5), .control)),
    DecodeCase(esc + "[1~", key(.home)),
    DecodeCase(esc + "[4~", key(.end)),
    DecodeCase(esc + "[5~", key(.pageUp)),
    DecodeCase(esc + "[3~", key(.deleteForward)),
    DecodeCase("\u{01}", char("a", .control)),
    DecodeCase("\u{00}", key(.space, .control)),
    DecodeCase("é世", [DecoderFixtures.typed("é"), DecoderFixtures.typed("世")]),
    DecodeCase(esc + "[97;9u", char("a", .command)),
    DecodeCase(esc + "[13;5u", key(.return, .control)),
    DecodeCase(esc + "[13;2u", key(.return, .shift)),
    DecodeCase(esc + "[65;6u", char("a", [.control, .shift])),
    DecodeCase(esc + "[9;5u", key(.tab, .control)),
    // Captured from a tmux 3.3a pane (extended-keys off) whose app had sent `CSI > 4 ; 2 m`:
    // `send-keys M-1` … `send-keys M-A`, in this order.
    DecodeCase(esc + "1", char("1", .option)),
    DecodeCase(esc + "[49;5u", char("1", .control)),
    DecodeCase(esc + "\u{7F}", key(.backspace, .option)),
    DecodeCase(esc + "\u{01}", char("a", [.control, .option])),
    DecodeCase(esc + esc, key(.escape, .option)),
    DecodeCase(esc + "\t", key(.tab, .option)),
    DecodeCase(esc + "/", char("/", .option)),
    DecodeCase(esc + "[47;5u", char("/", .control)),
    DecodeCase("\u{1F}", char("_", .control)),
    DecodeCase(esc + "A", char("a", [.option, .shift])),
    DecodeCase(esc + "[1;3D", key(.leftArrow, .option)),
    DecodeCase(esc + "[1;7A", key(.upArrow, [.control, .option])),
    DecodeCase(esc + "[1;2P", key(.function(1), .shift)),
    DecodeCase(esc + "[15;2~", key(.function(5), .shift)),
    DecodeCase(esc + "[24~", key(.function(12))),
    DecodeCase(esc + "[2~", key(.insert)),
    DecodeCase(esc + "[6~", key(.pageDown)),
  ]

  static let mouseFocusPaste: [DecodeCase] = [
    DecodeCase(esc + "[<0;1;1M", .mouse(TerminalMouseEvent(.press(.left), column: 0, row: 0))),
    DecodeCase(esc + "[<0;10;5m", .mouse(TerminalMouseEvent(.release(.left), column: 9, row: 4))),
    DecodeCase(esc + "[<2;3;4M", .mouse(TerminalMouseEvent(.press(.right), column: 2, row: 3))),
    DecodeCase(esc + "[<1;3;4M", .mouse(TerminalMouseEvent(.press(.middle), column: 2, row: 3))),
    DecodeCase(esc + "[<32;7;8M", .mouse(TerminalMouseEvent(.drag(.left), column: 6, row: 7))),
    DecodeCase(esc + "[<35;7;8M", .mouse(TerminalMouseEvent(.move, column: 6, row: 7))),
    DecodeCase(esc + "[<64;2;2M", .mouse(TerminalMouseEvent(.scroll(.up), column: 1, row: 1))),
    DecodeCase(esc + "[<65;2;2M", .mouse(TerminalMouseEvent(.scroll(.down), column: 1, row: 1))),
    DecodeCase(
      esc + "[<128;2;2M", .mouse(TerminalMouseEvent(.press(.extra(8)), column: 1, row: 1))),
    DecodeCase(
      esc + "[<20;300;200M",
      .mouse(
        TerminalMouseEvent(.press(.left), column: 299, row: 199, modifiers: [.shift, .control]))
    ),
    DecodeCase(
      esc + "[M !!", .mouse(TerminalMouseEvent(.press(.left), column: 0, row: 0))),
    DecodeCase(esc + "[I", .focusIn),
    DecodeCase(esc + "[O", .focusOut),
    DecodeCase(esc + "[200~hello" + esc + "[201~", .paste("hello")),
    DecodeCase(esc + "[200~" + esc + "[201~", .paste("")),
    DecodeCase(esc + "[200~a" + esc + "[Ab" + esc + "[201~", .paste("a[Ab")),
    DecodeCase(
      esc + "[200~x" + esc + "[20y" + esc + "[201~z", [.paste("x[20y"), DecoderFixtures.typed("z")]),
    DecodeCase(esc + "[200~line1\r\nline2\u{03}" + esc + "[201~", .paste("line1\r\nline2\u{03}")),
    DecodeCase(esc + "[200~é世" + esc + "[201~", .paste("é世")),
  ]

  static let replies: [DecodeCase] = [
    DecodeCase(esc + "[?1u", .reply(.keyboardFlags(1))),
    DecodeCase(esc + "[?u", .reply(.keyboardFlags(0))),
    DecodeCase(esc + "[?62;22c", .reply(.deviceAttributes([62, 22]))),
    DecodeCase(esc + "[?1;2c", .reply(.deviceAttributes([1, 2]))),
    DecodeCase(esc + "[?2026;2$y", .reply(.mode(2026, state: .reset, isPrivate: true))),
    DecodeCase(esc + "[?2026;0$y", .reply(.mode(2026, state: .notRecognized, isPrivate: true))),
    DecodeCase(esc + "[4;1$y", .reply(.mode(4, state: .set, isPrivate: false))),
    DecodeCase(esc + "[12;40R", .reply(.cursorPosition(row: 11, column: 39))),
    DecodeCase(esc + "P>|tmux 3.3a" + esc + "\\", .reply(.terminalVersion("tmux 3.3a"))),
    DecodeCase(esc + "P>|kitty(0.35.2)\u{07}", .reply(.terminalVersion("kitty(0.35.2)"))),
    DecodeCase(esc + "[>4;2m", .reply(.modifyOtherKeys(2))),
    DecodeCase(
      esc + "[>1;10;0c",
      .reply(.other(TerminalSequence(.csi, bytes: DecoderFixtures.bytes(esc + "[>1;10;0c"))))),
    DecodeCase(
      esc + "]11;rgb:0000/0000/0000" + esc + "\\",
      .reply(
        .other(
          TerminalSequence(
            .osc, bytes: DecoderFixtures.bytes(esc + "]11;rgb:0000/0000/0000" + esc + "\\"))))),
    DecodeCase(
      esc + "_Gi=1;OK" + esc + "\\",
      .reply(
        .other(TerminalSequence(.apc, bytes: DecoderFixtures.bytes(esc + "_Gi=1;OK" + esc + "\\"))))
    ),
    DecodeCase(
      esc + "P1$r0m" + esc + "\\",
      .reply(
        .other(TerminalSequence(.dcs, bytes: DecoderFixtures.bytes(esc + "P1$r0m" + esc + "\\"))))),
  ]

  static let unknown: [DecodeCase] = [
    DecodeCase(esc + "[99~", .unknown(DecoderFixtures.bytes(esc + "[99~"))),
    DecodeCase(esc + "[1;5", .unknown(DecoderFixtures.bytes(esc + "[1;5"))),
    DecodeCase(esc + "[1;2:9A", .unknown(DecoderFixtures.bytes(esc + "[1;2:9A"))),
    DecodeCase(esc + "[5u", .unknown(DecoderFixtures.bytes(esc + "[5u"))),
    DecodeCase(esc + "[<1;2M", .unknown(DecoderFixtures.bytes(esc + "[<1;2M"))),
    DecodeCase(esc + "[<0;0;0M", .unknown(DecoderFixtures.bytes(esc + "[<0;0;0M"))),
    DecodeCase(esc + "[1?5A", .unknown(DecoderFixtures.bytes(esc + "[1?5A"))),
    DecodeCase(esc + "[201~", .unknown(DecoderFixtures.bytes(esc + "[201~"))),
    DecodeCase(esc + "[123456789012A", .unknown(DecoderFixtures.bytes(esc + "[123456789012A"))),
    DecodeCase(esc + "Oz", .unknown(DecoderFixtures.bytes(esc + "Oz"))),
    DecodeCase(esc + "P>|x", .unknown(DecoderFixtures.bytes(esc + "P>|x"))),
    DecodeCase(
      esc + "P>|x" + esc + "x", [.unknown(DecoderFixtures.bytes(esc + "P>|x")), char("x", .option)]),
    DecodeCase(
      esc + "[1;5" + esc + "[A", [.unknown(DecoderFixtures.bytes(esc + "[1;5")), key(.upArrow)]),
  ]

  @Test(arguments: legacy) func legacyBytes(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: alt) func escapePrefixedAlt(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: cursorAndFunction) func cursorAndFunctionKeys(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: kitty) func kittyKeys(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: modifyOtherKeys) func xtermModifyOtherKeys(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: tmux33) func whatTmux33Sends(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: mouseFocusPaste) func mouseFocusAndPaste(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: replies) func repliesToQueries(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test(arguments: unknown) func malformedSequencesAreUnknown(_ row: DecodeCase) {
    #expect(DecoderFixtures.decode(row.input) == row.expected)
  }

  @Test func invalidUTF8IsUnknownAndNeverText() {
    let cases: [([UInt8], [TerminalEvent])] = [
      ([0xFF], [.unknown([0xFF])]),
      ([0x80], [.unknown([0x80])]),
      ([0xC3, 0x41], [.unknown([0xC3]), DecoderFixtures.typed("A")]),
      ([0xE0, 0x80, 0x80], [.unknown([0xE0]), .unknown([0x80]), .unknown([0x80])]),
      ([0xED, 0xA0, 0x80], [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])]),
      ([0xC2, 0x85], [.unknown([0xC2, 0x85])]),
      ([0xE4, 0xB8], [.unknown([0xE4, 0xB8])]),
      ([0x1B, 0xFF], [.unknown([0x1B, 0xFF])]),
    ]
    for (input, expected) in cases {
      #expect(DecoderFixtures.decode(input) == expected, "\(input)")
    }
  }

  @Test func cursorReportWinsOverF3OnlyWhenExpected() {
    let bytes = DecoderFixtures.bytes(esc + "[1;5R")
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes, now: .zero) == [key(.function(3), .control)])
    decoder.expectCursorPositionReport()
    #expect(decoder.expectedCursorReports == 1)
    #expect(decoder.feed(bytes, now: .zero) == [.reply(.cursorPosition(row: 0, column: 4))])
    #expect(decoder.expectedCursorReports == 0)
    #expect(decoder.feed(bytes, now: .zero) == [key(.function(3), .control)])
  }

  @Test func byte08CanMeanControlBackspace() {
    let configuration = InputDecoderConfiguration(backspaceByte: .controlBackspace)
    #expect(
      DecoderFixtures.decode([0x08], configuration: configuration) == [key(.backspace, .control)])
    var decoder = InputDecoder()
    decoder.configuration.backspaceByte = .controlBackspace
    #expect(decoder.feed([0x08], now: .zero) == [key(.backspace, .control)])
  }

  @Test func baseLayoutKeyIsReported() {
    let events = DecoderFixtures.decode(esc + "[1089::99;5u")
    let expected = TerminalKeyEvent(
      Shortcut(.character("с"), modifiers: .control), baseLayoutKey: .character("c"))
    #expect(events == [.key(expected)])
  }

  @Test func pasteContentIsNeverKeys() {
    let events = DecoderFixtures.decode(
      esc + "[200~" + esc + "[A\u{03}" + esc + "x" + esc + "[201" + esc + "[201~")
    #expect(events == [.paste("[A\u{03}x[201")])
  }

  @Test func longPasteArrivesInPiecesAtCharacterBoundaries() {
    let configuration = InputDecoderConfiguration(maximumPasteLength: 16)
    let text = String(repeating: "é", count: 20)
    let events = DecoderFixtures.decode(
      DecoderFixtures.bytes(esc + "[200~" + text + esc + "[201~"), configuration: configuration)
    var joined = ""
    for event in events {
      guard case .paste(let piece) = event else {
        Issue.record("not a paste: \(event)")
        return
      }
      #expect(!piece.contains("\u{FFFD}"))
      joined += piece
    }
    #expect(events.count > 1)
    #expect(joined == text)
  }
}
