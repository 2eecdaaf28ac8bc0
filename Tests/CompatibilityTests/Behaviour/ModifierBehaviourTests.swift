import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// A view counting clicks on a text.
private struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tapped \(taps)").onTapGesture { taps += 1 }
    }
  }
}

/// A custom-styled toggle.
private struct StyledToggle: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Sync", isOn: $isOn).toggleStyle(OnOffToggleStyle())
  }
}

/// A view with an inspector shown from the start.
private struct InspectedView: View {
  @State private var showsInspector = true

  var body: some View {
    Text("Main content")
      .inspector(isPresented: $showsInspector) { Text("Inspector pane") }
  }
}

/// Collects the URLs a view asks to open.
@MainActor
private final class OpenedURLs {
  var urls: [URL] = []
}

/// A button that opens a URL through the environment's action.
private struct LinkButton: View {
  @Environment(\.openURL) private var openURL

  var body: some View {
    Button("Docs") { openURL(URL(fileURLWithPath: "/usr/share/doc/notes/index.html")) }
  }
}

extension View {
  /// Places the view at the top left of the test screen (a hosted view is centered).
  fileprivate func topLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct ModifierBehaviourTests {
  @Test func aTapGestureAnswersClicksAndTheKeyboard() throws {
    let host = TestHost(TapCounter().topLeading(), columns: 30, rows: 5)
    #expect(host.lines[0] == "Tapped 0")
    host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: 0))
    #expect(host.lines[0] == "Tapped 1")
    try host.play("space enter")
    #expect(host.lines[0] == "Tapped 3")
  }

  @Test func hiddenKeepsItsSpaceAndOpacityDims() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("A")
        Text("B").hidden()
        Text("C").opacity(0.4)
        Text("D").opacity(0)
        Text("E").redacted(reason: .placeholder)
        Text("F").redacted(reason: [])
      }.topLeading(), columns: 10, rows: 7)
    #expect(Array(host.lines.prefix(6)) == ["A", "", "C", "", "E", "F"])
    #expect(host.style(column: 0, row: 4).attributes.contains(.dim))
    #expect(!host.style(column: 0, row: 5).attributes.contains(.dim))
    #expect(host.style(column: 0, row: 2).attributes.contains(.dim))
    #expect(!host.style(column: 0, row: 0).attributes.contains(.dim))
  }

  @Test func aBadgeShowsAtTheTrailingEnd() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Inbox").badge(3)
        Text("Drafts").badge(0)
        Text("Sent").badge("new")
      }.topLeading(), columns: 20, rows: 4)
    #expect(host.lines[0].hasPrefix("Inbox"))
    #expect(host.lines[0].hasSuffix(" 3"))
    #expect(host.lines[0].count == 20)
    #expect(host.lines[1] == "Drafts")
    #expect(host.lines[2].hasSuffix(" new"))
  }

  @Test func aCustomButtonStyleDrawsTheLabelAndKeepsTheAction() throws {
    let pressed = OpenedURLs()
    let host = TestHost(
      Button("Go") { pressed.urls.append(URL(fileURLWithPath: "/")) }
        .buttonStyle(AngleButtonStyle()).topLeading(), columns: 10, rows: 2)
    #expect(host.lines[0] == "<Go>")
    try host.play("space")
    #expect(pressed.urls.count == 1)
  }

  @Test func aCustomToggleStyleReplacesTheToggle() throws {
    let host = TestHost(StyledToggle().topLeading(), columns: 20, rows: 2)
    #expect(host.lines[0].contains("Sync"))
    #expect(host.lines[0].contains("OFF"))
    try host.play("space")
    #expect(host.lines[0].contains("ON"))
    #expect(!host.lines[0].contains("OFF"))
  }

  @Test func builtInStylesAreAcceptedAndDrawTheStandardControls() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
        Button("Buy") {}.buttonStyle(.borderedProminent)
        List {
          Text("Row")
        }
        .listStyle(.insetGrouped)
      }.topLeading(), columns: 20, rows: 6)
    #expect(host.lines[0] == "[x] Wi-Fi")
    #expect(host.lines[1].contains("[ Buy ]"))
    #expect(host.lines[2].hasPrefix("Row"))
  }

  @Test func anInspectorIsAPaneInRegularWidthAndASheetInCompactWidth() throws {
    let regular = TestHost(InspectedView(), columns: 120, rows: 10)
    let paneRow = try #require(regular.row(containing: "Inspector pane"))
    let line = regular.lines[paneRow]
    let column = try #require(line.range(of: "Inspector pane")).lowerBound
    // The pane is the trailing 32 columns, after a divider, its content at the top left.
    #expect(line.distance(from: line.startIndex, to: column) == 120 - 32 + 1)
    #expect(paneRow == 0)
    #expect(regular.lines.contains { $0.contains("│") })
    let compact = TestHost(InspectedView(), columns: 60, rows: 12)
    #expect(compact.row(containing: "Inspector pane") != nil)
    // It is a sheet: Escape dismisses it (a pane would stay), and the content is still there.
    try compact.play("esc")
    #expect(compact.row(containing: "Inspector pane") == nil)
    #expect(compact.row(containing: "Main content") != nil)
  }

  @Test func openURLGoesThroughTheEnvironmentsHandler() throws {
    let opened = OpenedURLs()
    let host = TestHost(
      LinkButton().environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }), columns: 20, rows: 2)
    try host.play("space")
    #expect(opened.urls == [URL(fileURLWithPath: "/usr/share/doc/notes/index.html")])
  }

  @Test func withAnimationAppliesTheChangeInTheNextFrame() throws {
    let host = TestHost(Disclosure(), columns: 30, rows: 6)
    #expect(host.row(containing: "Details") == nil)
    try host.play("space")
    #expect(host.row(containing: "Details") != nil)
  }

  @Test func theLongTailCompiles() {
    // Builds the coverage views once, so each is exercised beyond type checking.
    let shelves = [Shelf(id: 1, name: "Fiction", count: 12)]
    let host = TestHost(
      VStack {
        LibrarySidebar(shelves: shelves, selection: .constant(1))
        ShelfDetail(shelf: shelves[0])
      }, columns: 100, rows: 30)
    #expect(host.row(containing: "Fiction") != nil)
    #expect(host.lines.contains { $0.contains("Fiction") && $0.hasSuffix("12") })
  }
}
