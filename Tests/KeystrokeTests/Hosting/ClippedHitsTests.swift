import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Which button ran last; a class, so the view's value never changes.
@MainActor
private final class Pressed {
  var label: String?
}

/// A sheet with thirty numbered buttons in a scroll view above a Done button.
private struct ScrollingSheet: View {
  let pressed: Pressed

  var body: some View {
    Text("Behind")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: .constant(true)) {
        VStack(alignment: .leading) {
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(1...30, id: \.self) { number in
                Button("\(number)") { pressed.label = "\(number)" }
              }
            }
          }
          Button("Done Done Done") { pressed.label = "Done" }
        }
      }
  }
}

/// A click lands on what is drawn: not on a control scrolled out of a scroll view's window,
/// in a sheet as in the window.
@MainActor
@Suite struct ClippedHitsTests {
  @Test func aClickOnASheetsButtonBelowAScrollViewPressesThatButton() throws {
    let pressed = Pressed()
    let host = TestHost(ScrollingSheet(pressed: pressed), columns: 40, rows: 14)
    let row = try #require(host.lines.firstIndex { $0.contains("Done Done Done") })
    let column = try #require(host.lines[row].range(of: "Done")).lowerBound.utf16Offset(
      in: host.lines[row])
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: column + 1, row: row))
    #expect(pressed.label == "Done")
  }
}
