import Testing

@testable import Keystroke

private struct LoginForm: View {
  enum Field: Hashable { case name, password }
  @State var name = ""
  @State var password = ""
  @FocusState var focus: Field?
  let onFocusChange: (Field?) -> Void
  let submitted: (String) -> Void

  var body: some View {
    onFocusChange(focus)
    return VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
      SecureField("Password", text: $password).focused($focus, equals: .password)
      Button("Jump to password") { focus = .password }.keyboardShortcut("p", modifiers: .control)
    }
    .onSubmit { submitted(name + "/" + password) }
  }
}

@MainActor
@Suite struct FocusTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func type(_ text: String, into host: ViewHost) {
    for character in text { host.send(KeyPress(Shortcut(character), text: String(character))) }
  }

  @Test func firstFieldIsFocusedAndTakesTyping() {
    var focus: LoginForm.Field?
    let host = ViewHost(
      LoginForm(onFocusChange: { focus = $0 }, submitted: { _ in }), width: 24, height: 3)
    host.update()
    #expect(focus == .name)
    type("ada", into: host)
    #expect(host.lines[0].hasPrefix("ada"))
    #expect(host.cursor?.x == 3)
  }

  @Test func tabMovesThroughFieldsAndWraps() throws {
    var focus: LoginForm.Field?
    let host = ViewHost(
      LoginForm(onFocusChange: { focus = $0 }, submitted: { _ in }), width: 24, height: 3)
    #expect(host.send(try key("tab")) == .focusMoved)
    #expect(focus == .password)
    host.send(try key("tab"))
    #expect(focus == nil)
    host.send(try key("shift+tab"))
    #expect(focus == .password)
    type("pw", into: host)
    #expect(host.lines[1].hasPrefix("••"))
  }

  @Test func settingFocusStateMovesFocus() throws {
    var focus: LoginForm.Field?
    let host = ViewHost(
      LoginForm(onFocusChange: { focus = $0 }, submitted: { _ in }), width: 24, height: 3)
    #expect(host.send(try key("ctrl+p")) == .fired("Jump to password"))
    #expect(focus == .password)
    type("x", into: host)
    #expect(host.lines[1].hasPrefix("•"))
  }

  @Test func returnSubmitsAndEditingKeysEdit() throws {
    var submitted: [String] = []
    let host = ViewHost(
      LoginForm(onFocusChange: { _ in }, submitted: { submitted.append($0) }), width: 24,
      height: 3)
    type("adx", into: host)
    host.send(try key("backspace"))
    host.send(try key("home"))
    type(">", into: host)
    #expect(host.send(try key("enter")) == .textInput)
    #expect(submitted == [">ad/"])
  }

  @Test func onKeyPressSeesKeysInsideTheFocusedSubtree() throws {
    var seen: [String] = []
    let view = VStack {
      Text("item").focusable()
    }.onKeyPress(.downArrow) {
      seen.append("down")
      return .handled
    }
    let host = ViewHost(view, width: 10, height: 1)
    #expect(host.send(try key("down")) == .handledByView)
    #expect(host.send(try key("up")) == .unhandled)
    #expect(seen == ["down"])
  }
}
