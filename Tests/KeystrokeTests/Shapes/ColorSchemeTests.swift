import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

@MainActor
@Suite struct ColorSchemeTests {
  @Test(arguments: [80, 140])
  func theSchemeIsDarkUnlessSetAndPreferringOneChangesNothing(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      SchemeReader()
      SchemeReader().environment(\.colorScheme, .light)
      SchemeReader().preferredColorScheme(.light)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 4)
    #expect(Array(host.lines.prefix(3)) == ["dark", "light", "dark"])
  }

  @Test func aLightTerminalBackgroundMakesALightScheme() {
    #expect(ColorScheme(terminalBackgroundIsLight: true) == .light)
    #expect(ColorScheme(terminalBackgroundIsLight: false) == .dark)
    #expect(ColorScheme(terminalBackgroundIsLight: nil) == .dark)
  }
}
