import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An action that sets a `@FocusState` moves focus before the build, so the update that shows
/// the new focus is one pass: a field the same action brings in, a state cleared with `nil`.
@MainActor
@Suite struct FocusRequestOnePassTests {
  enum Field: Hashable { case user, password, details }

  /// A button that shows a details field and focuses it in the same action.
  struct Details: View {
    var focusesWithoutShowing = false
    @State private var shows = false
    @State private var details = ""
    @State private var presses = 0
    @FocusState private var focused: Field?

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button(shows ? "Hide" : "Add details") {
          presses += 1
          if !focusesWithoutShowing { shows.toggle() }
          if shows || focusesWithoutShowing { focused = .details }
        }
        if shows {
          TextField("Details", text: $details).focused($focused, equals: .details)
        }
        Text("details: \(details) presses: \(presses)")
      }
    }
  }

  @Test func aFieldTheSameActionBringsInIsFocusedInOnePass() throws {
    let host = TestHost(Details(), columns: 40, rows: 6)
    try host.play("enter")
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.text.contains("[ Hide ]"))
    try host.play("\"notes\"")
    #expect(host.text.contains("details: notes presses: 1"))
  }

  /// The button is drawn without its focus mark once the field has focus: the frame shows its
  /// title in the plain style, not the focused button's.
  @Test func theButtonLosesItsMarkInTheSameFrame() throws {
    let host = TestHost(Details(), columns: 40, rows: 6)
    let focused = try #require(style(of: "Add details", in: host))
    #expect(focused != CellStyle.plain)
    try host.play("enter")
    #expect(style(of: "Hide", in: host) == CellStyle.plain)
  }

  /// The style of the first cell of `text` on the screen.
  private func style(of text: String, in host: TestHost) -> CellStyle? {
    guard let row = host.row(containing: text), let range = host.lines[row].range(of: text)
    else { return nil }
    let column = host.lines[row].distance(from: host.lines[row].startIndex, to: range.lowerBound)
    return host.style(column: column, row: row)
  }

  /// A request for a view that no update builds leaves focus where it was: Return presses the
  /// same button again.
  @Test func aRequestForAViewNotBuiltLeavesFocusOnTheButton() throws {
    let host = TestHost(Details(focusesWithoutShowing: true), columns: 40, rows: 6)
    try host.play("enter")
    #expect(host.text.contains("presses: 1"))
    try host.play("enter")
    #expect(host.text.contains("presses: 2"))
  }

  /// A sign-in form: Return in the user field moves to the password, and Return in the
  /// password clears the state, which sends focus where the host puts it (the first field).
  struct SignIn: View {
    var prefersPassword = false
    @State private var user = ""
    @State private var password = ""
    @State private var status = "signed out"
    @FocusState private var focused: Field?

    var body: some View {
      let form = VStack(alignment: .leading, spacing: 0) {
        TextField("User", text: $user).focused($focused, equals: .user)
          .onSubmit { focused = .password }
        SecureField("Password", text: $password).focused($focused, equals: .password)
          .onSubmit {
            status = "signed in as \(user)"
            focused = nil
          }
        Text(status)
      }
      if prefersPassword {
        form.defaultFocus($focused, .password)
      } else {
        form
      }
    }
  }

  @Test func clearingTheFocusedFieldsStateMovesFocusInOnePass() throws {
    let host = TestHost(SignIn(), columns: 40, rows: 6)
    try host.play("\"ada\" enter")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"pw\" enter")
    #expect(host.text.contains("signed in as ada"))
    #expect(host.host.passesInLastUpdate == 1)
    // Focus is back on the user field.
    try host.play("\"x\"")
    #expect(host.text.contains("adax"))
  }

  @Test func clearingFocusInsideADefaultFocusGoesToTheDefault() throws {
    let host = TestHost(SignIn(prefersPassword: true), columns: 40, rows: 6)
    try host.play("\"pw\" enter")
    #expect(host.text.contains("signed in as"))
    #expect(host.host.passesInLastUpdate == 1)
    // Focus is back on the password field, which the next characters extend.
    try host.play("\"!\"")
    #expect(host.text.contains("•••"))
  }

  /// A button its own action disables: focus moves on to the next control as the build
  /// reaches it, in one pass.
  struct Once: View {
    var lastIsOnce = false
    @State private var used = false
    @State private var log = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if !lastIsOnce { Button("Use once") { used = true }.disabled(used) }
        Button("Other") { log += "o" }
        if lastIsOnce { Button("Use once") { used = true }.disabled(used) }
        Text(used ? "used \(log)" : "fresh \(log)")
      }
    }
  }

  @Test func aButtonItsActionDisablesHandsFocusToTheNextControlInOnePass() throws {
    let host = TestHost(Once(), columns: 40, rows: 6)
    try host.play("enter")
    #expect(host.text.contains("used"))
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(host.text.contains("used o"))
  }

  /// With no control after it, focus goes to the window's first control, as the host chose
  /// before (in a second pass).
  @Test func withNoControlAfterItFocusGoesToTheFirst() throws {
    let host = TestHost(Once(lastIsOnce: true), columns: 40, rows: 6)
    try host.play("tab enter")
    #expect(host.text.contains("used"))
    try host.play("enter")
    #expect(host.text.contains("used o"))
  }

  /// A step button its `if` replaces, whose action also asks for a field no update builds:
  /// focus goes to the first control of the replacement, as it would without the request.
  struct Steps: View {
    @State private var step = 1
    @State private var log = ""
    @FocusState private var focused: Field?

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Help") { log += "h" }
        if step == 1 {
          Button("Next") {
            step = 2
            focused = .details
          }
        } else {
          Text("Loading")
          Button("Cancel") { log += "c" }
        }
        Text("log: \(log)")
      }
    }
  }

  @Test func aRequestNotBuiltLeavesFocusToTheBranchThatReplacedTheButton() throws {
    let host = TestHost(Steps(), columns: 40, rows: 6)
    try host.play("tab enter")
    #expect(host.text.contains("Loading"))
    try host.play("enter")
    #expect(host.text.contains("log: c"))
  }

  /// One action gives one state a view and clears another: the view given wins.
  struct TwoStates: View {
    @State private var shows = false
    @State private var name = ""
    @State private var notes = ""
    @FocusState private var nameFocused: Bool
    @FocusState private var notesFocused: Bool

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Name", text: $name).focused($nameFocused)
          .onSubmit {
            shows = true
            notesFocused = true
            nameFocused = false
          }
        if shows { TextField("Notes", text: $notes).focused($notesFocused) }
        Text("notes: \(notes)")
      }
    }
  }

  @Test func aStateGivenAViewBeatsOneClearedInTheSameAction() throws {
    let host = TestHost(TwoStates(), columns: 40, rows: 6)
    try host.play("\"Ada\" enter")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"first\"")
    #expect(host.text.contains("notes: first"))
  }
}
