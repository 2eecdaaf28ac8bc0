import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// A button with a tappable badge laid over it, which clicks pass through or not.
private struct BadgedButton: View {
  let passesClicks: Bool
  @State private var presses = 0
  @State private var badgeTaps = 0

  var body: some View {
    VStack(alignment: .leading) {
      Button("Inbox messages") { presses += 1 }
        .overlay(alignment: .leading) {
          Text("3")
            .onTapGesture { badgeTaps += 1 }
            .allowsHitTesting(!passesClicks)
        }
      Text("Pressed \(presses) badge \(badgeTaps)")
    }
  }
}

extension View {
  /// Places the view at the top left of the test screen (a hosted view is centred).
  fileprivate func topLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct PlacementBehaviourTests {
  @Test func offsetMovesTheDrawingButNotTheLayout() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("Title")
        Text("Moved").offset(x: 5, y: 1)
        Text("Next")
      }.topLeading(), columns: 20, rows: 5)
    // "Next" keeps its row; "Moved" is drawn a row lower and five columns right, beside it.
    #expect(host.lines[0] == "Title")
    #expect(host.lines[1] == "")
    #expect(host.lines[2] == "Next Moved")
  }

  @Test func offsetBySizeAndNegativeOffsets() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("AAAA")
        Text("B").offset(CGSize(width: 2, height: -1))
      }.topLeading(), columns: 10, rows: 3)
    // Drawn after the row above, the moved view covers its third cell.
    #expect(host.lines[0] == "AABA")
    #expect(host.lines[1] == "")
  }

  @Test func positionCentresTheViewOnAPointOfTheSpaceOffered() {
    let host = TestHost(
      ZStack {
        Text("pin").position(x: 10, y: 2)
      }.frame(width: 20, height: 5).topLeading(), columns: 20, rows: 5)
    // "pin" is three columns wide: its middle cell (the "i") is column 10 of row 2.
    #expect(host.lines[2] == String(repeating: " ", count: 9) + "pin")
    let point = TestHost(
      Text("x").position(CGPoint(x: 0.5, y: 0.5)).frame(width: 8, height: 3).topLeading(),
      columns: 8, rows: 3)
    #expect(point.lines[0] == "x")
  }

  @Test func aBottomInsetTakesItsRowsAndTheViewShrinks() {
    let host = TestHost(
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<10, id: \.self) { Text("Row \($0)") }
        }
      }
      .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
        Text("3 selected")
      }
      .topLeading(), columns: 20, rows: 5)
    // The scroll view keeps four rows; the bar sits on the last one, whatever scrolls.
    #expect(host.lines[4] == "3 selected")
    #expect(host.lines[3].hasPrefix("Row 3"))
    #expect(!host.text.contains("Row 4"))
  }

  @Test func topAndLeadingInsetsWithSpacing() {
    let host = TestHost(
      Text("Body")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .safeAreaInset(edge: .top, alignment: .leading, spacing: 1) { Text("Header") }
        .safeAreaInset(edge: .leading, alignment: .top, spacing: 1) { Text("│") },
      columns: 20, rows: 4)
    // The bar at the leading edge is one row high, at the top; the rest keeps its column.
    #expect(host.lines[0] == "│ Header")
    #expect(host.lines[1] == "")
    #expect(host.lines[2] == "  Body")
  }

  @Test func safeAreaPaddingInsetsTheContent() {
    let host = TestHost(
      Text("Inset").safeAreaPadding(.leading, 4).topLeading(), columns: 20, rows: 2)
    #expect(host.lines[0] == "    Inset")
  }

  @Test func clicksPassThroughAViewThatDoesNotHitTest() {
    for passes in [true, false] {
      let host = TestHost(BadgedButton(passesClicks: passes).topLeading(), columns: 30, rows: 3)
      let row = host.row(containing: "Inbox") ?? 0
      let column = host.lines[row].firstIndex(of: "3").map {
        host.lines[row].distance(from: host.lines[row].startIndex, to: $0)
      }
      host.host.send(mouse: TerminalMouseEvent(.press(.left), column: column ?? 0, row: row))
      // The badge takes the click unless it lets clicks through to the button beneath.
      #expect(host.text.contains(passes ? "Pressed 1 badge 0" : "Pressed 0 badge 1"))
    }
  }
}
