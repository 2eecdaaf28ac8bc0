import Testing

@testable import Keystroke

/// A reading pane: a scroll view of numbered lines with nothing to focus inside, optionally
/// after a button.
private struct ReadingPane: View {
  let hasButton: Bool

  var body: some View {
    VStack(alignment: .leading) {
      if hasButton {
        Button("Mark Read") {}
      }
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(1...40, id: \.self) { number in
            Text("line \(number)")
          }
        }
      }
    }
  }
}

/// A scroll view with nothing to focus inside is itself a focus target (the arrows scroll
/// it). It asks for focus as a control does, so the window's start focuses it as it is built,
/// in one pass, instead of the host moving focus there afterwards.
@MainActor
@Suite struct ScrollViewFocusOnePassTests {
  private func focusedElement(_ host: ViewHost) -> Element? {
    host.interactions.focusTargets.first { $0.id == host.focusedNodeID }?.element
  }

  @Test func aScrollViewAloneTakesTheStartsFocusInOnePass() throws {
    let host = ViewHost(ReadingPane(hasButton: false), width: 30, height: 8)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is ScrollElement)
    #expect(host.lines.contains { $0.contains("line 1") })
    try host.press("down")
    #expect(!host.lines.contains { $0.contains("line 1 ") || $0.hasSuffix("line 1") })
  }

  @Test func aControlBeforeTheScrollViewKeepsTheStartsFocus() {
    let host = ViewHost(ReadingPane(hasButton: true), width: 30, height: 8)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedElement(host) is ButtonElement)
  }
}
