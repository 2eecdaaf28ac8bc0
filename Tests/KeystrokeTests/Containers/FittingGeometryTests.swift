import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct FittingGeometryTests {
  private struct Status: View {
    var body: some View {
      ViewThatFits(in: .horizontal) {
        Text("Connected to production database at db.example.com:5432 as admin")
        Text("Connected to production")
        Text("OK")
      }
    }
  }

  @Test(arguments: [
    (80, "Connected to production database"), (40, "Connected to production"), (10, "OK"),
  ])
  func viewThatFitsPicksTheFirstChildThatFits(columns: Int, expected: String) {
    let host = TestHost(Status(), columns: columns, rows: 3)
    // Children without controls: the choice is made in the layout, with no other pass.
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    #expect(host.text.contains(expected))
    if columns < 80 { #expect(!host.text.contains("database")) }
  }

  struct FittingToolbar: View {
    @State var pressed = "none"
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ViewThatFits(in: .horizontal) {
          HStack {
            Button("Wide one with a long title") { pressed = "wide one" }
            Button("Wide two with a long title") { pressed = "wide two" }
          }
          Button("Narrow") { pressed = "narrow" }
        }
        Text("pressed \(pressed)")
      }
    }
  }

  @Test(arguments: [(140, "wide"), (30, "narrow")])
  func onlyTheShownChildTakesFocus(columns: Int, shown: String) throws {
    let host = TestHost(FittingToolbar(), columns: columns, rows: 4)
    // The first update lays out, and builds again when the layout chose a child: no other
    // update is asked for.
    #expect(!host.host.needsUpdate)
    try host.play("enter")
    #expect(host.text.contains("pressed \(shown == "wide" ? "wide one" : "narrow")"))
    try host.play("tab enter")
    // Tab cycles through the shown child's buttons only.
    #expect(host.text.contains("pressed \(shown == "wide" ? "wide two" : "narrow")"))
  }

  /// A resize that makes the focused child give way to another moves focus to the shown
  /// child's control in that same update.
  @Test func aResizeMovesFocusToTheShownChildInOneUpdate() throws {
    let host = TestHost(FittingToolbar(), columns: 140, rows: 4)
    try host.play("tab")
    host.host.resize(width: 30, height: 4)
    host.host.update()
    #expect(!host.host.needsUpdate)
    #expect(host.text.contains("Narrow"))
    try host.play("enter")
    #expect(host.text.contains("pressed narrow"))
    host.host.resize(width: 140, height: 4)
    host.host.update()
    #expect(!host.host.needsUpdate)
    try host.play("enter")
    #expect(host.text.contains("pressed wide one"))
  }

  /// In a sheet the sheet's buttons are the narrow form's before a key (since sheets are laid
  /// out before drawing, in the update that opens them: see the test below).
  @Test func inASheetTheShownChildTakesFocusByTheNextUpdate() throws {
    struct Presenter: View {
      @State private var showing = false
      var body: some View {
        Button("Open") { showing = true }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .sheet(isPresented: $showing) { FittingToolbar() }
      }
    }
    let host = TestHost(Presenter(), columns: 30, rows: 10)
    try host.play("enter")
    host.host.update()
    #expect(!host.host.needsUpdate)
    try host.play("enter")
    #expect(host.text.contains("pressed narrow"))
  }

  /// A button filling the window that opens `sheet` in a sheet.
  struct SheetOpener<Sheet: View>: View {
    let sheet: @MainActor @Sendable () -> Sheet
    @State private var showing = false
    var body: some View {
      Button("Open") { showing = true }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showing, content: sheet)
    }
  }

  /// A sheet is laid out with the window, before the frame is drawn, so the child its
  /// `ViewThatFits` chose is built in the update that opens it: no other update is asked for,
  /// and the narrow form's button has focus at once.
  @Test func inASheetTheShownChildIsBuiltInTheUpdateThatOpensIt() throws {
    let host = ViewHost(SheetOpener { FittingToolbar() }, width: 30, height: 10)
    host.update()
    try host.press("enter")
    #expect(!host.needsUpdate)
    #expect(host.lines.contains { $0.contains("Narrow") })
    #expect(!host.lines.contains { $0.contains("Wide one") })
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("pressed narrow") })
  }

  /// A `GeometryReader` in a sheet shows the space the sheet gives it in the first frame.
  @Test func aGeometryReaderInASheetSeesItsSizeInTheFirstFrame() throws {
    let opener = SheetOpener {
      GeometryReader { proxy in Text("sheet w=\(Int(proxy.size.width))") }
    }
    let host = ViewHost(opener, width: 70, height: 14)
    host.update()
    try host.press("enter")
    #expect(!host.needsUpdate)
    // The sheet is at least 54 columns wide: its content gets 50.
    #expect(host.lines.contains { $0.contains("sheet w=50") })
  }

  @Test(arguments: [80, 140])
  func geometryReaderSeesItsSizeAfterTheFirstLayout(columns: Int) {
    let host = TestHost(
      GeometryReader { proxy in
        Text("w=\(Int(proxy.size.width)) h=\(Int(proxy.size.height))")
      },
      columns: columns, rows: 10)
    // The first frame already shows the size: the layout's size is built in the same update.
    #expect(host.lines[0] == "w=\(columns) h=10")
    #expect(!host.host.needsUpdate)
    host.host.resize(width: columns / 2, height: 6)
    host.host.update()
    #expect(host.lines[0] == "w=\(columns / 2) h=6")
    #expect(!host.host.needsUpdate)
  }

  @Test func geometryFrameInCoordinateSpaces() {
    let proxy = GeometryProxy(space: GeometrySpace(x: 3, y: 2, width: 10, height: 4))
    #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 10, height: 4))
    #expect(proxy.frame(in: .global) == CGRect(x: 3, y: 2, width: 10, height: 4))
    #expect(proxy.frame(in: .named("list")) == CGRect(x: 3, y: 2, width: 10, height: 4))
  }
}
