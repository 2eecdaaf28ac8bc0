// The macros SwiftUI apps write every day, with `import Keystroke` in place of
// `import SwiftUI`: `@Entry` in each kind of value collection, `#Preview` in its forms,
// `@Previewable`, and `PreviewProvider`.
import Keystroke
import KeystrokeTesting
import Testing

/// A reference type with no `Sendable` conformance, as app models often are.
private final class MacroPalette {
  let name: String
  init(name: String) { self.name = name }
}

extension EnvironmentValues {
  @Entry fileprivate var macroTestGreeting: String = "hello"
  @Entry fileprivate var macroTestPalette: MacroPalette = MacroPalette(name: "ocean")
  @Entry fileprivate var macroTestNote: String?
}

extension Transaction {
  @Entry fileprivate var macroTestIsUrgent: Bool = false
}

extension ContainerValues {
  @Entry fileprivate var macroTestBadge: Int = 0
}

extension FocusedValues {
  @Entry fileprivate var macroTestSelection: String?
}

private struct MacroGreetingView: View {
  @Environment(\.macroTestGreeting) private var greeting
  @Environment(\.macroTestPalette) private var palette
  @Environment(\.macroTestNote) private var note

  var body: some View {
    Text("\(greeting) \(palette.name) \(note ?? "-")")
  }
}

private struct MacroSelectionPublisher: View {
  @State private var selection = "Alpha"

  var body: some View {
    VStack {
      MacroSelectionReader()
      Button("Pick") { selection = "Beta" }
    }
    .focusedSceneValue(\.macroTestSelection, selection)
  }
}

private struct MacroSelectionReader: View {
  @FocusedValue(\.macroTestSelection) private var selection

  var body: some View { Text("selected \(selection ?? "none")") }
}

private struct MacroBadge: View {
  let count: Int
  var body: some View { Text("badge \(count)").containerValue(\.macroTestBadge, count) }
}

private struct MacroBadgePreviews: PreviewProvider {
  static var previews: some View {
    MacroBadge(count: 3)
      .previewDisplayName("Three")
      .previewLayout(.sizeThatFits)
      .previewDevice("iPhone 15")
  }
}

#Preview {
  MacroGreetingView()
}

#Preview("Greeting in French") {
  MacroGreetingView().environment(\.macroTestGreeting, "bonjour")
}

#Preview("MacroBadge", traits: .sizeThatFitsLayout) {
  MacroBadge(count: 1)
}

#Preview(traits: .fixedLayout(width: 40, height: 10), .landscapeLeft) {
  MacroBadge(count: 2)
}

#Preview("Toggle") {
  @Previewable @State var isOn = false
  Toggle("On", isOn: $isOn)
}

@MainActor
@Suite struct MacroTests {
  /// The screen's lines without the margin that centres a small view in the window.
  private func shown(_ host: TestHost) -> [String] {
    host.lines.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func environmentEntriesHaveTheirDefaultsAndCanBeSet() {
    let values = EnvironmentValues()
    #expect(values.macroTestGreeting == "hello")
    #expect(values.macroTestPalette.name == "ocean")
    #expect(values.macroTestNote == nil)
    #expect(shown(TestHost(MacroGreetingView(), columns: 30, rows: 1)) == ["hello ocean -"])
    let changed = MacroGreetingView()
      .environment(\.macroTestGreeting, "hi")
      .environment(\.macroTestPalette, MacroPalette(name: "forest"))
      .environment(\.macroTestNote, "n")
    #expect(shown(TestHost(changed, columns: 30, rows: 1)) == ["hi forest n"])
  }

  @Test func transactionEntryIsReadAndWritten() {
    var transaction = Transaction()
    #expect(!transaction.macroTestIsUrgent)
    transaction.macroTestIsUrgent = true
    #expect(transaction.macroTestIsUrgent)
    let result = withTransaction(\.macroTestIsUrgent, true) { 42 }
    #expect(result == 42)
  }

  @Test func containerEntryIsReadAndWrittenAndTheModifierKeepsTheView() {
    var values = ContainerValues()
    #expect(values.macroTestBadge == 0)
    values.macroTestBadge = 5
    #expect(values.macroTestBadge == 5)
    #expect(shown(TestHost(MacroBadge(count: 4), columns: 10, rows: 1)) == ["badge 4"])
  }

  @Test func focusedEntryIsNilUntilPublished() throws {
    var values = FocusedValues()
    #expect(values.macroTestSelection == nil)
    values.macroTestSelection = "x"
    #expect(values.macroTestSelection == "x")
    let host = TestHost(MacroSelectionPublisher(), columns: 20, rows: 2)
    #expect(shown(host).first == "selected Alpha")
    try host.play("space")
    // A view reads the focused values the previous update resolved, so the new value shows
    // in the update after the one that published it.
    host.host.update(force: true)
    #expect(shown(host).first == "selected Beta")
  }

  @Test func previewProviderPreviewsAreAnOrdinaryView() {
    #expect(shown(TestHost(MacroBadgePreviews.previews, columns: 10, rows: 1)) == ["badge 3"])
    #expect(MacroBadgePreviews.platform == nil)
  }
}
