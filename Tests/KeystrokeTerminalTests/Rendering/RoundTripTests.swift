import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// Property: a virtual terminal showing frame A, fed the renderer's bytes for A → B, shows B.
@Suite("Renderer round trip through VirtualTerminal")
struct RoundTripTests {
  static let clusters = [
    "a", "b", "Z", "0", " ", " ", "-", "é", "e\u{301}", "世", "界", "Ａ", "👍", "👍🏽", "👨‍👩‍👧",
    "🇯🇵", "❤️", "⌚︎", "─", "\u{1}",
  ]

  static let palette: [CellStyle] = [
    .plain,
    CellStyle(foreground: .ansi(1)),
    CellStyle(foreground: .ansi(12), background: .ansi(0), attributes: .bold),
    CellStyle(foreground: .indexed(208), attributes: [.italic, .underline]),
    CellStyle(background: .rgb(30, 60, 200), attributes: .reverse),
    CellStyle(foreground: .rgb(250, 250, 10), attributes: [.dim, .strikethrough]),
    CellStyle(attributes: [.bold, .dim]),
    CellStyle(background: .indexed(240)),
  ]

  static func randomText(_ generator: inout SeededGenerator, length: Int) -> String {
    var text = ""
    for _ in 0..<length { text += clusters.randomElement(using: &generator) ?? "a" }
    return text
  }

  /// Scribbles random runs of text in random styles over `buffer`.
  static func scribble(_ buffer: inout ScreenBuffer, _ generator: inout SeededGenerator, runs: Int)
  {
    for _ in 0..<runs {
      let style = buffer.intern(palette.randomElement(using: &generator) ?? .plain)
      let x = Int.random(in: -2..<buffer.width, using: &generator)
      let y = Int.random(in: 0..<buffer.height, using: &generator)
      let text = randomText(&generator, length: Int.random(in: 1...12, using: &generator))
      if Int.random(in: 0..<6, using: &generator) == 0 {
        buffer.fill(x: x, y: y, width: 5, height: 2, style: style)
      } else {
        buffer.write(text, x: x, y: y, style: style)
      }
    }
  }

  /// Every cell of `terminal` must match `buffer` with styles resolved for `depth`.
  static func mismatches(_ terminal: VirtualTerminal, _ buffer: ScreenBuffer, depth: ColorDepth)
    -> [String]
  {
    var found: [String] = []
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let expected = buffer[x, y]
        let actual = terminal.cell(x: x, y: y)
        let style = ColorDownsampler.resolve(buffer.styles[expected.style], depth: depth)
        if actual.grapheme != expected.grapheme || actual.width != Int(expected.width)
          || actual.style != style
        {
          found.append("(\(x),\(y)): got \(actual), want \(expected.grapheme) \(style)")
        }
      }
    }
    return found
  }

  @Test("random frame pairs", arguments: ColorDepth.allCases)
  func randomPairs(depth: ColorDepth) {
    var generator = SeededGenerator(
      seed: 0x5EED + UInt64(ColorDepth.allCases.firstIndex(of: depth) ?? 0))
    for round in 0..<60 {
      let width = Int.random(in: 1...30, using: &generator)
      let height = Int.random(in: 1...8, using: &generator)
      var renderer = ScreenRenderer(options: RenderOptions(colorDepth: depth))
      var terminal = VirtualTerminal(width: width, height: height, autowrap: false)
      var frame = ScreenBuffer(width: width, height: height)
      Self.scribble(&frame, &generator, runs: 6)
      terminal.feed(renderer.render(frame).bytes)
      #expect(Self.mismatches(terminal, frame, depth: depth).isEmpty, "round \(round) first frame")
      for step in 0..<4 {
        var next = frame
        if Int.random(in: 0..<5, using: &generator) == 0 { next.clear() }
        Self.scribble(&next, &generator, runs: Int.random(in: 0...5, using: &generator))
        let cursor = CursorRequest(
          x: Int.random(in: 0..<width, using: &generator),
          y: Int.random(in: 0..<height, using: &generator),
          isVisible: Bool.random(using: &generator))
        let rendered = renderer.render(next, cursor: cursor)
        terminal.feed(rendered.bytes)
        let problems = Self.mismatches(terminal, next, depth: depth)
        #expect(problems.isEmpty, "round \(round) step \(step): \(problems.prefix(3))")
        #expect(!terminal.isSynchronizing)
        if cursor.isVisible && !rendered.bytes.isEmpty {
          #expect(terminal.isCursorVisible)
          #expect(terminal.cursorX == cursor.x && terminal.cursorY == cursor.y)
        } else if !rendered.bytes.isEmpty {
          #expect(!terminal.isCursorVisible)
        }
        frame = next
      }
    }
  }

  @Test("a frame drawn with a new style table still diffs by style, not by identifier")
  func independentTables() {
    var renderer = ScreenRenderer()
    var terminal = VirtualTerminal(width: 10, height: 1, autowrap: false)
    var first = ScreenBuffer(width: 10, height: 1)
    first.write("abc", x: 0, y: 0, style: CellStyle(foreground: .ansi(2)))
    terminal.feed(renderer.render(first).bytes)
    var second = ScreenBuffer(width: 10, height: 1)
    second.write("abc", x: 0, y: 0, style: CellStyle(foreground: .ansi(3)))
    terminal.feed(renderer.render(second).bytes)
    #expect(terminal.style(x: 1, y: 0).foreground == .ansi(3))
    var third = ScreenBuffer(width: 10, height: 1)
    _ = third.intern(CellStyle(attributes: .bold))
    third.write("abc", x: 0, y: 0, style: CellStyle(foreground: .ansi(3)))
    #expect(renderer.render(third).bytes.isEmpty)
  }
}
