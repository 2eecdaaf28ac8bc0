import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// User text (typed, pasted or read from a file) that holds terminal controls is drawn, never
/// obeyed: through ``ScreenBuffer`` and ``ScreenRenderer`` no ESC, C1 control, other C0 control
/// or bidirectional-override character of the text reaches the terminal.
@Suite struct TerminalInjectionTests {
  /// Text an attacker would like a terminal to execute: title and clipboard OSCs, a hyperlink,
  /// DCS and APC strings, CSI as ESC [ and as the C1 byte, cursor and erase controls, BEL,
  /// backspace and carriage-return overwrites, and the bidi controls of "Trojan Source".
  static let hostile = [
    "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;cHduZWQ=\u{1B}\\", "\u{1B}]8;;http://evil\u{1B}\\link",
    "\u{1B}P+q544e\u{1B}\\", "\u{1B}_Gf=100;AAAA\u{1B}\\", "\u{1B}[2J\u{1B}[H", "\u{9B}31m",
    "\u{9D}0;title\u{9C}", "\u{90}q\u{9C}", "\u{85}next", "bell\u{07}", "back\u{08}\u{08}",
    "over\rwrite", "line\nfeed", "tab\tstop", "del\u{7F}", "\u{1B}c", "\u{1B}7\u{1B}8",
    "abc\u{202E}fed", "\u{202A}\u{202B}\u{202C}\u{202D}", "\u{2066}\u{2067}\u{2068}\u{2069}",
    "\u{200E}\u{200F}\u{061C}", "\u{1B}", "\u{0}nul", "\u{1B}[?1049l",
  ]

  /// Scalars that must never leave the renderer inside text.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0D && value != 0x0A) || (0x7F..<0xA0).contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || value == 0x200E || value == 0x200F || value == 0x061C
  }

  /// The renderer's output with its own control sequences (`CSI … final`) removed.
  static func textOutside(controlSequencesIn bytes: [UInt8]) -> (text: [UInt8], others: [UInt8]) {
    var text: [UInt8] = []
    var others: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
          others.append(index + 1 < bytes.count ? bytes[index + 1] : 0)
          index += 1
          continue
        }
        index += 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        index += 1
      } else {
        text.append(bytes[index])
        index += 1
      }
    }
    return (text, others)
  }

  @Test(arguments: hostile)
  func controlsInTextAreDrawnNotSent(text: String) {
    var buffer = ScreenBuffer(width: 40, height: 3)
    buffer.write("[" + text + "]", x: 0, y: 1)
    var renderer = ScreenRenderer()
    let bytes = renderer.render(buffer).bytes
    let (outside, others) = Self.textOutside(controlSequencesIn: bytes)
    #expect(others.isEmpty, "ESC not followed by [: \(others) in \(bytes)")
    let scalars = String(decoding: outside, as: UTF8.self).unicodeScalars
    let forbidden = scalars.filter(Self.isForbidden)
    #expect(forbidden.isEmpty, "sent raw: \(forbidden.map { String($0.value, radix: 16) })")

    var terminal = VirtualTerminal(width: 40, height: 3, autowrap: false)
    terminal.feed(bytes)
    let row = (0..<40).map { terminal.cell(x: $0, y: 1).grapheme }.joined()
    #expect(row.hasPrefix("["), "the text moved: \(row)")
    #expect(row.contains("]"), "the text was cut or moved: \(row)")
    #expect((0..<40).allSatisfy { terminal.cell(x: $0, y: 0).grapheme == " " }, "row 0 drawn on")
    #expect((0..<40).allSatisfy { terminal.cell(x: $0, y: 2).grapheme == " " }, "row 2 drawn on")
  }

  @Test func aDiffFrameOfHostileTextIsAsSafeAsAFullOne() {
    var renderer = ScreenRenderer()
    var first = ScreenBuffer(width: 60, height: 2)
    first.write("plain", x: 0, y: 0)
    _ = renderer.render(first)
    var second = first
    second.write(Self.hostile.joined(), x: 0, y: 0)
    let bytes = renderer.render(second).bytes
    let (outside, others) = Self.textOutside(controlSequencesIn: bytes)
    #expect(others.isEmpty)
    let scalars = String(decoding: outside, as: UTF8.self).unicodeScalars
    #expect(!scalars.contains(where: Self.isForbidden))
  }
}
