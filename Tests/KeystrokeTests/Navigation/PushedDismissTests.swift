import KeystrokeTesting
import Testing

@testable import Keystroke

/// `@Environment(\.dismiss)` inside a screen pushed on a `NavigationStack` pops that screen, and
/// `\.isPresented` is true there, as in SwiftUI.
@MainActor
@Suite struct PushedDismissTests {
  /// A stack whose root links to an editor pushed by value.
  struct ValueStack: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Open editor", value: 1)
        }
        .navigationTitle("ROOT")
        .navigationDestination(for: Int.self) { number in PushedEditor(number: number) }
      }
    }
  }

  /// A stack whose root links to the editor as a view.
  struct ViewStack: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open editor") { PushedEditor(number: 1) }
          .navigationTitle("ROOT")
      }
    }
  }

  /// A pushed editor with a Done button that calls `dismiss`, and a link one level deeper.
  struct PushedEditor: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
      VStack {
        Text("EDITOR \(number) isPresented=\(isPresented ? "true" : "false")")
        Button("Done") { dismiss() }
        NavigationLink("Deeper", value: number + 1)
      }
      .navigationTitle("EDIT \(number)")
    }
  }

  /// A root that reads `isPresented` too.
  struct RootProbe: View {
    @Environment(\.isPresented) private var isPresented
    var body: some View {
      NavigationStack {
        Text("ROOT isPresented=\(isPresented ? "true" : "false")")
      }
    }
  }

  @Test func doneInAPushedValueScreenPopsIt() throws {
    let host = TestHost(ValueStack(), columns: 80, rows: 10)
    try host.play("enter")
    #expect(host.text.contains("EDITOR 1 isPresented=true"))
    // Focus is on Done, the pushed screen's first control.
    try host.play("enter")
    #expect(!host.text.contains("EDITOR"))
    #expect(host.text.contains("ROOT"))
    #expect(host.text.contains("Open editor"))
  }

  @Test func doneInAPushedViewScreenPopsIt() throws {
    let host = TestHost(ViewStack(), columns: 80, rows: 10)
    try host.play("enter")
    #expect(host.text.contains("EDITOR 1 isPresented=true"))
    try host.play("enter")
    #expect(!host.text.contains("EDITOR"))
    #expect(host.text.contains("Open editor"))
  }

  @Test func doneInASecondScreenPopsOnlyThatScreen() throws {
    let host = TestHost(ValueStack(), columns: 80, rows: 10)
    try host.play("enter")
    // Deeper, after Done.
    try host.play("tab enter")
    #expect(host.text.contains("EDITOR 2"))
    try host.play("enter")
    #expect(host.text.contains("EDITOR 1"))
    #expect(!host.text.contains("EDITOR 2"))
  }

  @Test func theRootIsNotPresented() {
    let host = TestHost(RootProbe(), columns: 80, rows: 6)
    #expect(host.text.contains("ROOT isPresented=false"))
  }

  @Test func doneInAPushedScreenOfAWindowLeavesTheWindowOpen() throws {
    let host = TestHost(app: PushedEditorApp.self, columns: 80, rows: 12)
    try host.play("enter")
    #expect(host.text.contains("EDITOR 1"))
    try host.play("enter")
    #expect(!host.text.contains("EDITOR"))
    #expect(host.text.contains("Open editor"))
  }
}

/// An app whose window holds the value stack: outside a pushed screen `dismiss` would close
/// the window.
struct PushedEditorApp: App {
  var body: some Scene {
    WindowGroup { PushedDismissTests.ValueStack() }
  }
}
