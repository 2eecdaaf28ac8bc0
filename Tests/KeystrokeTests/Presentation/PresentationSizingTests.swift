import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.presentationSizing` sizes the sheet it is applied in: `.fitted` to the content, `.form`
/// and `.page` to fixed boxes shrunk to the window, a sizing of the app's own to its
/// proposal, `fitted`/`sticky` per dimension.
@MainActor
@Suite struct PresentationSizingTests {
  /// A sheet over a line of text, sized by `sizing` (none: as Keystroke always sized it).
  struct Sized<Sizing: PresentationSizing>: View {
    let sizing: Sizing?
    @State private var isShown = true
    @State private var lines = 4

    init(sizing: Sizing) { self.sizing = sizing }
    /// The sheet with no `.presentationSizing` at all.
    init() where Sizing == FittedPresentationSizing { sizing = nil }

    var body: some View {
      Text("Beneath")
        .sheet(isPresented: $isShown) {
          if let sizing {
            content.presentationSizing(sizing)
          } else {
            content
          }
        }
    }

    private var content: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<lines, id: \.self) { Text("Line \($0)") }
        Button("Fewer") { lines = 1 }
      }
    }
  }

  /// Twenty cells by five, whatever the content, as an app's own sizing might say.
  struct Banner: PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
      -> ProposedViewSize
    {
      let content = root.sizeThatFits(.unspecified)
      return ProposedViewSize(width: 20, height: max(5, content.height))
    }
  }

  /// The sheet's bordered box on screen: its width and height in cells.
  private func box(_ host: TestHost) -> (width: Int, height: Int)? {
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let top = lines.firstIndex(where: { $0.contains("┌") }),
      let bottom = lines.lastIndex(where: { $0.contains("└") }),
      let left = lines[top].firstIndex(of: "┌"), let right = lines[top].firstIndex(of: "┐")
    else { return nil }
    let width = lines[top].distance(from: left, to: right) + 1
    return (width, bottom - top + 1)
  }

  @Test func withoutASizingASheetIsAsItWas() throws {
    let host = TestHost(Sized(), columns: 100, rows: 30)
    // At least room to type: 54 wide; five lines of content and the border.
    #expect(box(host)?.width == 54)
    #expect(box(host)?.height == 7)
  }

  @Test func automaticIsTheSheetAsItWas() throws {
    let host = TestHost(Sized(sizing: .automatic), columns: 100, rows: 30)
    #expect(box(host)?.width == 54)
    #expect(box(host)?.height == 7)
  }

  @Test func fittedIsTheContentsIdealSize() throws {
    let host = TestHost(Sized(sizing: .fitted), columns: 100, rows: 30)
    // "[ Fewer ]" is the widest line: 9 cells, and two each side for the border.
    #expect(box(host)?.width == 13)
    #expect(box(host)?.height == 7)
  }

  @Test func formAndPageAreFixedBoxesShrunkToTheWindow() throws {
    let form = TestHost(Sized(sizing: .form), columns: 100, rows: 30)
    #expect(box(form)?.width == 68)
    #expect(box(form)?.height == 22)
    let page = TestHost(Sized(sizing: .page), columns: 120, rows: 30)
    #expect(box(page)?.width == 88)
    #expect(box(page)?.height == 30)
    let small = TestHost(Sized(sizing: .form), columns: 40, rows: 12)
    #expect(box(small)?.width == 40)
    #expect(box(small)?.height == 12)
    #expect(small.row(containing: "Line 0") != nil)
  }

  @Test func aFormFittedVerticallyKeepsItsWidth() throws {
    let host = TestHost(
      Sized(sizing: .form.fitted(horizontal: false, vertical: true)), columns: 100, rows: 30)
    #expect(box(host)?.width == 68)
    #expect(box(host)?.height == 7)
  }

  @Test func anAppsOwnSizingIsAskedWithItsContent() throws {
    let host = TestHost(Sized(sizing: Banner()), columns: 100, rows: 30)
    #expect(box(host)?.width == 24)
    #expect(box(host)?.height == 7)
  }

  @Test func aStickySheetDoesNotShrinkWhileItIsUp() throws {
    let fitted = TestHost(Sized(sizing: .fitted), columns: 100, rows: 30)
    try fitted.play("enter")
    #expect(fitted.row(containing: "Line 1") == nil)
    #expect(box(fitted)?.height == 4)
    let sticky = TestHost(Sized(sizing: .fitted.sticky(vertical: true)), columns: 100, rows: 30)
    try sticky.play("enter")
    #expect(sticky.row(containing: "Line 1") == nil)
    #expect(box(sticky)?.height == 7)
  }

  @Test func outsideASheetItChangesNothing() throws {
    let host = TestHost(Text("Plain").presentationSizing(.page), columns: 40, rows: 5)
    #expect(host.row(containing: "Plain") != nil)
    #expect(box(host) == nil)
  }
}
