import KeystrokeCore
import Testing

@testable import Keystroke

/// A sign-up form whose buttons move focus by setting its `@FocusState`, with a field that
/// only appears once asked for and one that can be switched off.
private struct SignUpForm: View {
  enum Field: Hashable { case name, email, code }

  @State private var name = ""
  @State private var email = ""
  @State private var code = ""
  @State private var showsCode = false
  @State private var emailEnabled = true
  @FocusState private var focus: Field?

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name).focused($focus, equals: .name)
      TextField("Email", text: $email).focused($focus, equals: .email)
        .disabled(!emailEnabled)
      if showsCode {
        TextField("Code", text: $code).focused($focus, equals: .code)
      }
      Text("Focus: \(focus.map { "\($0)" } ?? "none")")
      Button("To email") { focus = .email }.keyboardShortcut("e", modifiers: .control)
      Button("To name") { focus = .name }.keyboardShortcut("n", modifiers: .control)
      Button("Add code") {
        showsCode = true
        focus = .code
      }
      .keyboardShortcut("k", modifiers: .control)
      Button("Lock email") { emailEnabled = false }.keyboardShortcut("l", modifiers: .control)
      Button("Nowhere") { focus = nil }.keyboardShortcut("u", modifiers: .control)
    }
  }
}

/// An action that sets a `@FocusState` to a view the last update built moves focus before the
/// tree is built again (`ViewHost.moveFocusToRequestedState()`), so the update takes one pass
/// and draws the old and the new focus as they now are.
@MainActor
@Suite struct FocusStateOnePassTests {
  /// The form's fields, top to bottom.
  private func fields(_ host: ViewHost) -> [TextFieldElement] {
    func collect(_ element: Element) -> [TextFieldElement] {
      (element as? TextFieldElement).map { [$0] } ?? element.children.flatMap(collect)
    }
    return host.rootElement.map(collect) ?? []
  }

  private func focusedFieldIndex(_ host: ViewHost) -> Int? {
    let focused = fields(host).indices.filter { fields(host)[$0].isFocused }
    #expect(focused.count <= 1)
    return focused.first
  }

  @Test func settingTheStateToABuiltFieldTakesOnePass() throws {
    let host = ViewHost(SignUpForm(), width: 40, height: 10)
    host.update()
    #expect(focusedFieldIndex(host) == 0)
    try host.press("ctrl+e")
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedFieldIndex(host) == 1)
    #expect(host.lines.contains { $0.contains("Focus: email") })
    host.typeText("a@b")
    #expect(fields(host).map(\.text) == ["", "a@b"])
    try host.press("ctrl+n")
    #expect(host.passesInLastUpdate == 1)
    #expect(focusedFieldIndex(host) == 0)
    #expect(host.lines.contains { $0.contains("Focus: name") })
    host.typeText("Ada")
    #expect(fields(host).map(\.text) == ["Ada", "a@b"])
  }

  @Test func aFieldTheSameActionBringsInStillTakesFocus() throws {
    let host = ViewHost(SignUpForm(), width: 40, height: 10)
    host.update()
    try host.press("ctrl+k")
    #expect(fields(host).count == 3)
    #expect(focusedFieldIndex(host) == 2)
    #expect(host.lines.contains { $0.contains("Focus: code") })
    host.typeText("42")
    #expect(fields(host).map(\.text) == ["", "", "42"])
  }

  @Test func aDisabledFieldDoesNotTakeFocus() throws {
    let host = ViewHost(SignUpForm(), width: 40, height: 10)
    host.update()
    try host.press("ctrl+l")
    try host.press("ctrl+e")
    #expect(focusedFieldIndex(host) != 1)
    host.typeText("x")
    #expect(fields(host)[1].text.isEmpty)
  }

  @Test func clearingTheStateLeavesTheFieldAndFocusSettles() throws {
    let host = ViewHost(SignUpForm(), width: 40, height: 10)
    host.update()
    try host.press("ctrl+e")
    try host.press("ctrl+u")
    #expect(focusedFieldIndex(host) != 1)
    #expect(host.focusedNodeID != nil)
    // The state follows wherever focus settled.
    let expected = focusedFieldIndex(host).map { ["name", "email", "code"][$0] } ?? "none"
    #expect(host.lines.contains { $0.contains("Focus: \(expected)") })
  }
}

/// A sheet whose field is linked to a focus state that its body never reads: only an action
/// reads it, when it runs.
private struct NoteSheet: View {
  @State private var isOpen = false
  @State private var note = ""
  @State private var log: [String] = []
  @FocusState private var noteFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Button("Write") { isOpen = true }.keyboardShortcut("w", modifiers: .control)
      Text("Log: \(log.joined(separator: ","))")
    }
    .sheet(isPresented: $isOpen) {
      VStack {
        TextField("Note", text: $note).focused($noteFocused)
        Button("Check") { log.append(noteFocused ? "in" : "out") }
          .keyboardShortcut("k", modifiers: .control)
        Button("Close") { isOpen = false }.keyboardShortcut(.cancelAction)
      }
    }
  }
}

/// A focus state no body reads follows focus without building anything again: the value an
/// action reads is still where focus is.
@MainActor
@Suite struct UnreadFocusStateTests {
  @Test func openingTheSheetFocusesItsFieldInOnePass() throws {
    let host = ViewHost(NoteSheet(), width: 40, height: 12)
    host.update()
    try host.press("ctrl+w")
    #expect(host.passesInLastUpdate == 1)
    let field = host.interactions.focusTarget(id: host.focusedNodeID)?.element
    #expect(field is TextFieldElement)
    try host.press("ctrl+k")
    try host.press("tab ctrl+k")
    try host.press("shift+tab ctrl+k")
    try host.press("esc")
    #expect(host.lines.contains { $0.contains("Log: in,out,in") })
  }
}
