import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `Color.opacity(_:)` returns a `Color`, drawn as the opaque colour it would show over the
/// terminal's background.
@MainActor
@Suite struct ColorOpacityTests {
  @Test func opacityReturnsAColorWhoseOpacitiesMultiply() {
    let color: Color = .red.opacity(0.5)
    #expect(color.alpha == 0.5)
    #expect(Color.red.opacity(0.5).opacity(0.5).alpha == 0.25)
    #expect(
      Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        == Color(red: 1, green: 0, blue: 0).opacity(0.5))
    #expect(Color.red.opacity(0).isClear)
    #expect(Color.red.opacity(2) == Color.red)
  }

  @Test func aTranslucentComponentColourIsMixedWithTheBackground() {
    let color = Color(red: 1, green: 0.5, blue: 0).opacity(0.5)
    #expect(color.terminalColor == .rgb(128, 64, 0))
    var light = EnvironmentValues()
    light.colorScheme = .light
    #expect(color.resolvedColor(in: light).terminalColor == .rgb(255, 192, 128))
    #expect(color.resolvedColor(in: EnvironmentValues()).terminalColor == .rgb(128, 64, 0))
  }

  @Test func aTranslucentNamedColourKeepsTheThemesShade() {
    #expect(Color.red.opacity(0.3).terminalColor == Color.red.terminalColor)
    #expect(Color.red.opacity(0.3).resolvedColor(in: EnvironmentValues()) == Color.red)
  }

  @Test func textDrawsInTheMixedColour() throws {
    let host = TestHost(
      Text("Faded").foregroundStyle(Color(red: 1, green: 1, blue: 1).opacity(0.5)), columns: 10,
      rows: 1)
    let column = try #require(host.lines[0].firstIndex(of: "F")).utf16Offset(in: host.lines[0])
    #expect(host.style(column: column, row: 0).foreground == .rgb(128, 128, 128))
  }

  @Test func foregroundColorAndConcatenatedTextMixToo() throws {
    let grey = Color(red: 1, green: 1, blue: 1).opacity(0.5)
    let host = TestHost(
      HStack(spacing: 1) {
        Text("A").foregroundColor(grey)
        Text("B") + Text("C").foregroundColor(grey)
      }, columns: 10, rows: 1)
    let line = host.lines[0]
    let a = try #require(line.firstIndex(of: "A")).utf16Offset(in: line)
    let c = try #require(line.firstIndex(of: "C")).utf16Offset(in: line)
    #expect(host.style(column: a, row: 0).foreground == .rgb(128, 128, 128))
    #expect(host.style(column: c, row: 0).foreground == .rgb(128, 128, 128))
  }

  @Test func aTranslucentNamedColourAsAViewIsDimmedAndATransparentOneDrawsNothing() {
    let dimmed = TestHost(Color.red.opacity(0.5).frame(width: 3, height: 1), columns: 3, rows: 1)
    #expect(dimmed.style(column: 0, row: 0).attributes.contains(.dim))
    let opaque = TestHost(Color.red.frame(width: 3, height: 1), columns: 3, rows: 1)
    #expect(!opaque.style(column: 0, row: 0).attributes.contains(.dim))
    let hidden = TestHost(
      ZStack {
        Text("abc")
        Color.red.opacity(0)
      }, columns: 3, rows: 1)
    #expect(hidden.lines[0] == "abc")
  }
}
