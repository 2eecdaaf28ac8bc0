import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

extension View {
  /// Places the view at the top left of the test screen (a hosted view is centred).
  fileprivate func topLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct GradientBehaviourTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  @Test func aLinearGradientShadesCellsFromStopToStop() {
    let host = TestHost(
      LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        .frame(width: 5, height: 2).topLeading(), columns: 10, rows: 3)
    let shades = (0..<5).map { host.style(column: $0, row: 1).background }
    #expect(
      shades == [
        .rgb(255, 0, 0), .rgb(191, 0, 64), .rgb(128, 0, 128), .rgb(64, 0, 191), .rgb(0, 0, 255),
      ])
    // Outside the frame nothing is shaded.
    #expect(host.style(column: 5, row: 0).background == .default)
  }

  @Test func namedColoursStayThemselvesAtTheStops() {
    let host = TestHost(
      Text("Hello")
        .frame(width: 5, height: 3)
        .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .topLeading(), columns: 5, rows: 3)
    #expect(host.style(column: 0, row: 0).background == .ansi(4))
    #expect(host.style(column: 0, row: 2).background == .ansi(5))
    // Between the stops, the colours are mixed through xterm's values of blue and magenta.
    #expect(host.style(column: 0, row: 1).background == .rgb(103, 0, 222))
    #expect(host.lines[1] == "Hello")
    #expect(host.style(column: 4, row: 1).background == .rgb(103, 0, 222))
  }

  @Test func textOverAGradientBackgroundKeepsTheShade() {
    let host = TestHost(
      Text("Hi")
        .background(
          .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        )
        .topLeading(), columns: 5, rows: 1)
    #expect(host.lines[0] == "Hi")
    #expect(host.style(column: 0, row: 0).background == .rgb(255, 0, 0))
    #expect(host.style(column: 1, row: 0).background == .rgb(0, 0, 255))
  }

  @Test func aFilledShapeShadesEachCellAndTextTakesTheMiddleColour() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Rectangle()
          .fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 3, height: 1)
        Text("Hot")
          .foregroundStyle(
            .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
      }.topLeading(), columns: 5, rows: 2)
    // Filled cells are reversed blocks in their shade, as a filled shape's are.
    #expect(host.style(column: 0, row: 0).foreground == .rgb(255, 0, 0))
    #expect(host.style(column: 1, row: 0).foreground == .rgb(128, 0, 128))
    #expect(host.style(column: 2, row: 0).foreground == .rgb(0, 0, 255))
    #expect(host.style(column: 2, row: 0).attributes.contains(.reverse))
    #expect(host.style(column: 0, row: 1).foreground == .rgb(128, 0, 128))
  }

  @Test func aRadialGradientShadesOutwardsAndClearLeavesWhatIsBeneath() {
    let white = Color(white: 1)
    let black = Color(white: 0)
    let radial = TestHost(
      RadialGradient(colors: [white, black], center: .center, startRadius: 0, endRadius: 4)
        .frame(width: 9, height: 1).topLeading(), columns: 9, rows: 1)
    #expect(radial.style(column: 4, row: 0).background == .rgb(255, 255, 255))
    #expect(radial.style(column: 2, row: 0).background == .rgb(128, 128, 128))
    #expect(radial.style(column: 0, row: 0).background == .rgb(0, 0, 0))
    let scrim = TestHost(
      ZStack {
        Color.red
        LinearGradient(colors: [.clear, black], startPoint: .leading, endPoint: .trailing)
      }.frame(width: 3, height: 1).topLeading(), columns: 3, rows: 1)
    #expect(scrim.style(column: 0, row: 0).background == .ansi(1))
    #expect(scrim.style(column: 2, row: 0).background == .rgb(0, 0, 0))
  }

  @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() {
    let host = TestHost(
      AngularGradient(colors: [red, blue], center: .center, angle: .zero)
        .frame(width: 5, height: 3).topLeading(), columns: 5, rows: 3)
    // Trailing middle is where it starts; the bottom middle is a quarter turn on.
    #expect(host.style(column: 4, row: 1).background == .rgb(255, 0, 0))
    #expect(host.style(column: 2, row: 2).background == .rgb(191, 0, 64))
  }
}
