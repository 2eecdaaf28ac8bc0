import KeystrokeTesting
import Testing

@testable import Keystroke

/// A window group whose windows each hold two fields and a button.
private struct TwoFieldsApp: App {
  var body: some Scene {
    WindowGroup {
      TwoFields()
    }
  }
}

private struct TwoFields: View {
  @State private var first = ""
  @State private var second = ""
  @State private var presses = 0
  @State private var isHidden = false
  @State private var isConfirmingClose = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      if isHidden {
        Text("Nothing to edit")
      } else {
        TextField("First", text: $first)
        TextField("Second", text: $second)
        Button("Pressed \(presses)") { presses += 1 }
        Button("Hide") { isHidden = true }
        Button("Close…") { isConfirmingClose = true }
      }
      Text("first=\(first) second=\(second)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .confirmationDialog("Close this window?", isPresented: $isConfirmingClose) {
      Button("Close Window", role: .destructive) { dismiss() }
      Button("Keep", role: .cancel) {}
    }
  }
}

/// Each window keeps its focused view while another is on screen, and switching windows
/// settles focus in the build that shows the window (``WindowFocusMemory``).
@MainActor
@Suite struct WindowFocusTests {
  @Test func aNewWindowStartsOnItsFirstControlInOnePass() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 12)
    try host.play("tab \"a\"")
    #expect(host.row(containing: "first= second=a") != nil)
    try host.play("cmd+n")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"b\"")
    #expect(host.row(containing: "first=b second=") != nil)
  }

  @Test func comingBackToAWindowFocusesTheViewThatHadFocusThere() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 12)
    try host.play("tab \"a\" cmd+n tab tab")
    // The second window's button has focus; the first window's second field had it.
    try host.play("cmd+`")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"c\"")
    #expect(host.row(containing: "first= second=ac") != nil)
    try host.play("cmd+`")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("space")
    #expect(host.row(containing: "Pressed 1") != nil)
  }

  @Test func closingTheWindowInFrontFocusesWhereTheOneBeneathWas() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 12)
    try host.play("tab cmd+n \"z\" cmd+w")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"d\"")
    #expect(host.row(containing: "first= second=d") != nil)
  }

  @Test func leavingAWindowWithNothingFocusedStillGivesTheOtherItsFocusBack() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 12)
    try host.play("tab cmd+n tab tab tab enter")
    #expect(host.row(containing: "Nothing to edit") != nil)
    #expect(host.host.focusedNodeID == nil)
    try host.play("cmd+`")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"e\"")
    #expect(host.row(containing: "first= second=e") != nil)
  }

  @Test func closingAWindowFromItsDialogGivesTheOtherItsFocusBackInOnePass() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 14)
    try host.play("tab \"a\" cmd+n tab tab tab tab enter")
    #expect(host.row(containing: "Close this window?") != nil)
    // The dialog starts on Keep; Close Window is the other button.
    try host.play("up enter")
    #expect(host.row(containing: "Close this window?") == nil)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"e\"")
    #expect(host.row(containing: "first= second=ae") != nil)
  }

  @Test func theWindowMenuBringsAWindowBackWithItsFocus() throws {
    let host = TestHost(app: TwoFieldsApp.self, columns: 60, rows: 14)
    try host.play("tab tab cmd+n")
    // Window › the first window (after Next Window, the third item).
    try host.play("f10 left left down enter")
    try host.play("space")
    #expect(host.row(containing: "Pressed 1") != nil)
  }
}

/// Closing the last document leaves nothing to focus: focus leaves the closed window as the
/// build shows the empty screen, in one pass.
@MainActor
@Suite struct LastWindowFocusTests {
  @Test func closingTheLastDocumentLeavesFocusNowhereInOnePass() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    #expect(host.host.focusedNodeID != nil)
    try host.play("cmd+w")
    #expect(host.row(containing: "No open documents") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedNodeID == nil)
  }

  /// File › New from there: the new window's editor takes focus as it is built.
  @Test func aNewWindowAfterNoneTakesFocusInOnePass() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("cmd+w cmd+n")
    #expect(host.row(containing: "Untitled") != nil)
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"fresh\"")
    #expect(host.row(containing: "fresh") != nil)
  }
}

/// A window group whose windows start on a name field a `.defaultFocus` names, after a button
/// the modifier does not wrap; the button hides the window's controls.
private struct NamedStartApp: App {
  var body: some Scene {
    WindowGroup {
      NamedStart()
    }
  }
}

private struct NamedStart: View {
  enum Field: Hashable { case name }
  @FocusState private var field: Field?
  @State private var hidden = false
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      if hidden {
        Text("Nothing here")
      } else {
        Button("Hide") { hidden = true }
        VStack {
          TextField("Name", text: $name).focused($field, equals: .name)
        }
        .defaultFocus($field, .name)
        Text("name=\(name)")
      }
    }
  }
}

/// A window shown while focus is nowhere starts as the first window does: on the control the
/// `.defaultFocus` names, not on the first control built.
@MainActor
@Suite struct WindowStartFocusTests {
  @Test func aNewWindowAfterNothingFocusedStartsOnTheDefaultFocus() throws {
    let host = TestHost(app: NamedStartApp.self, columns: 60, rows: 12)
    try host.play("\"a\"")
    #expect(host.row(containing: "name=a") != nil)
    try host.play("shift+tab enter")
    #expect(host.row(containing: "Nothing here") != nil)
    #expect(host.host.focusedNodeID == nil)
    try host.play("cmd+n \"b\"")
    #expect(host.row(containing: "name=b") != nil)
  }
}
