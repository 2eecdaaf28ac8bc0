import Testing

@testable import Keystroke

/// Records which buttons ran, and exposes a switch that disables the Save button.
private final class Desk {
  var ran: [String] = []
  var locked: Binding<Bool>?
}

/// A Save button behind a lock the test turns from outside, and a second button to focus.
private struct Editor: View {
  let desk: Desk
  @State private var locked = false
  var body: some View {
    desk.locked = $locked
    return VStack {
      Button("Save") { desk.ran.append("save") }.keyboardShortcut("s").disabled(locked)
      Button("Other") { desk.ran.append("other") }
    }
  }
}

/// The dispatch index compiled after a frame is used by the next key only while it still
/// describes the host: the same update's record, the same view focused.
@MainActor
@Suite struct PreparedDispatchTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  /// A host over the editor, updated once, with the next key's index prepared as the
  /// terminal loop prepares it after a frame.
  private func preparedHost(_ desk: Desk) -> ViewHost {
    let host = ViewHost(Editor(desk: desk), width: 20, height: 2)
    host.update()
    host.prepareForNextKey()
    return host
  }

  @Test func theNextKeyUsesTheIndexPreparedAfterTheFrame() throws {
    let desk = Desk()
    let host = preparedHost(desk)
    #expect(host.dispatchCompilations == 1)
    #expect(host.send(try key("cmd+s")) == .fired("Save"))
    #expect(desk.ran == ["save"])
    // The key compiled nothing of its own: the prepared index answered it.
    #expect(host.dispatchCompilations == 1)
  }

  @Test func aChangeAfterPreparingIsSeenByTheKey() throws {
    let desk = Desk()
    let host = preparedHost(desk)
    // Disabled after the index was prepared: the key's own update makes a new record, and
    // the prepared index, which still has Save enabled, must not decide.
    desk.locked?.wrappedValue = true
    #expect(host.send(try key("cmd+s")) == .disabled("Save"))
    #expect(desk.ran.isEmpty)
    #expect(host.dispatchCompilations == 2)
  }

  @Test func focusMovedAfterPreparingCompilesAgain() throws {
    let desk = Desk()
    let host = preparedHost(desk)
    let prepared = try #require(host.preparedDispatch)
    host.moveFocus(forward: true)
    #expect(!prepared.matches(generation: host.updateGeneration, focusedNodeID: host.focusedNodeID))
    #expect(host.send(try key("space")) == .handledByView)
    #expect(desk.ran == ["other"])
    #expect(host.dispatchCompilations == 2)
  }

  @Test func preparingTwiceForOneFrameCompilesOnce() {
    let desk = Desk()
    let host = preparedHost(desk)
    host.prepareForNextKey()
    #expect(host.dispatchCompilations == 1)
  }

  @Test func writingAFrameFreesTheOldTreeAndPreparesTheNextKey() throws {
    let desk = Desk()
    let host = ViewHost(Editor(desk: desk), width: 20, height: 2)
    host.update()
    weak let first = host.rootElement
    desk.locked?.wrappedValue = true
    host.update()
    #expect(first != nil)
    #expect(host.preparedDispatch == nil)
    host.frameWritten()
    #expect(first == nil)
    let prepared = try #require(host.preparedDispatch)
    #expect(prepared.matches(generation: host.updateGeneration, focusedNodeID: host.focusedNodeID))
    #expect(host.send(try key("cmd+s")) == .disabled("Save"))
    #expect(host.dispatchCompilations == 1)
  }
}
