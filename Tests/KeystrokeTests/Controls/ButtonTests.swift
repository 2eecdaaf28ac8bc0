import Testing

@testable import Keystroke

private final class Log {
  var entries: [String] = []
}

@MainActor
@Suite struct ButtonTests {
  private func key(_ text: String) throws -> KeyPress {
    KeyPress(try Shortcut(parsing: text))
  }

  @Test func drawsBracketsAndReversesWhenFocused() {
    let host = ViewHost(Button("Save") {}, width: 10, height: 1)
    host.update()
    #expect(host.lines == [" [ Save ]"])
    #expect(host.screen.style(x: 3, y: 0).attributes.contains(.reverse))
  }

  @Test func shortcutFiresFromAnywhereInTheWindow() throws {
    let log = Log()
    let view = VStack {
      Button("First") { log.entries.append("first") }
      Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
    }
    let host = ViewHost(view, width: 20, height: 2)
    #expect(host.send(try key("cmd+s")) == .fired("Save"))
    #expect(log.entries == ["save"])
  }

  @Test func disabledShortcutDoesNothing() throws {
    let log = Log()
    let view = Button("Save") { log.entries.append("save") }.keyboardShortcut("s").disabled(true)
    let host = ViewHost(view, width: 20, height: 1)
    #expect(host.send(try key("cmd+s")) == .disabled("Save"))
    #expect(log.entries.isEmpty)
  }

  @Test func disableCannotBeUndoneBelow() throws {
    let log = Log()
    let view = VStack {
      Button("Save") { log.entries.append("save") }.keyboardShortcut("s").disabled(false)
    }.disabled(true)
    let host = ViewHost(view, width: 20, height: 1)
    host.send(try key("cmd+s"))
    #expect(log.entries.isEmpty)
  }

  @Test func returnAndSpacePressTheFocusedButton() throws {
    let log = Log()
    let host = ViewHost(Button("Go") { log.entries.append("go") }, width: 10, height: 1)
    #expect(host.send(try key("space")) == .handledByView)
    #expect(host.send(try key("enter")) == .handledByView)
    #expect(log.entries == ["go", "go"])
  }

  @Test func cancelRoleAnswersEscape() throws {
    let log = Log()
    let view = HStack {
      Button("Cancel", role: .cancel) { log.entries.append("cancel") }
      Button("OK") { log.entries.append("ok") }.keyboardShortcut(.defaultAction)
    }
    let host = ViewHost(view, width: 20, height: 1)
    host.send(try key("esc"))
    host.send(try key("enter"))
    #expect(log.entries == ["cancel", "ok"])
  }

  @Test func commandShortcutArrivesAsItsFallbackOnALegacyTerminal() throws {
    let log = Log()
    let view = Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
    let host = ViewHost(view, width: 20, height: 1)
    host.terminalProfile = .legacy
    #expect(host.send(try key("ctrl+s")) == .fired("Save"))
    #expect(log.entries == ["save"])
  }

  @Test func stateChangedByAnActionRedraws() throws {
    let host = ViewHost(CounterButton(), width: 20, height: 1)
    host.update()
    #expect(host.lines == ["    [ Count 0 ]"])
    host.send(try key("enter"))
    #expect(host.lines == ["    [ Count 1 ]"])
  }
}

private struct CounterButton: View {
  @State private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}
