import KeystrokeTerminal
import Testing

@Suite("Colour downsampling")
struct ColorDownsamplerTests {
  @Test(
    "RGB to the 256 palette",
    arguments: [
      ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((255, 135, 0), 208),
      ((128, 128, 128), 244), ((8, 8, 8), 232),
    ] as [((UInt8, UInt8, UInt8), UInt8)])
  func toIndexed(rgb: (UInt8, UInt8, UInt8), expected: UInt8) {
    #expect(ColorDownsampler.indexed(red: rgb.0, green: rgb.1, blue: rgb.2) == expected)
  }

  @Test(
    "palette to the 16 ANSI colours",
    arguments: [(5, 5), (196, 9), (16, 0), (231, 15), (21, 4), (28, 2)] as [(UInt8, UInt8)])
  func toAnsi(index: UInt8, expected: UInt8) {
    #expect(ColorDownsampler.ansi(fromIndexed: index) == expected)
  }

  @Test("resolve per depth")
  func resolve() {
    let orange = TerminalColor.rgb(255, 135, 0)
    #expect(ColorDownsampler.resolve(orange, depth: .trueColor) == orange)
    #expect(ColorDownsampler.resolve(orange, depth: .indexed256) == .indexed(208))
    #expect(ColorDownsampler.resolve(orange, depth: .ansi16) == .ansi(3))
    #expect(ColorDownsampler.resolve(orange, depth: .none) == .default)
    #expect(ColorDownsampler.resolve(.ansi(20), depth: .trueColor) == .ansi(4))
    let style = CellStyle(foreground: orange, attributes: [.bold, .reverse])
    #expect(
      ColorDownsampler.resolve(style, depth: .none) == CellStyle(attributes: [.bold, .reverse]))
  }

  @Test(
    "depth from the environment",
    arguments: [
      (["NO_COLOR": "1", "COLORTERM": "truecolor"], ColorDepth.none),
      (["NO_COLOR": "", "COLORTERM": "truecolor"], .trueColor),
      (["COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm-256color"], .indexed256),
      (["TERM": "dumb"], .none),
      (["TERM": "xterm"], .ansi16),
      ([:], .ansi16),
    ] as [([String: String], ColorDepth)])
  func detect(environment: [String: String], expected: ColorDepth) {
    #expect(ColorDepth.detect(environment: environment) == expected)
  }
}
