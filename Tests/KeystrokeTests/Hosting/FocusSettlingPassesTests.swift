import KeystrokeCore
import Testing

@testable import Keystroke

extension FocusedValues {
  /// The draft the name field publishes while it has focus.
  fileprivate struct DraftKey: FocusedValueKey {
    typealias Value = String
  }

  fileprivate var draft: String? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }
}

/// A field whose focus state the view above it reads and which publishes a focused value,
/// and a sheet that takes focus from it.
private struct DraftWithSheet: View {
  @State private var name = "Ada"
  @State private var isPicking = false
  @FocusState private var nameFocused: Bool
  @FocusedValue(\.draft) private var draft

  var body: some View {
    VStack(alignment: .leading) {
      Text(nameFocused ? "Editing" : "Idle")
      Text("Draft: \(draft ?? "none")")
      TextField("Name", text: $name)
        .focused($nameFocused)
        .focusedValue(\.draft, name)
      Button("Pick") { isPicking = true }.keyboardShortcut("p", modifiers: .control)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $isPicking) {
      VStack {
        Button("Done") { isPicking = false }
      }
    }
  }
}

/// After a pass, the host settles focus and resolves the focused values for where focus now
/// is, both at once: a move that also changes the focused values costs one more pass, not two.
@MainActor
@Suite struct FocusSettlingPassesTests {
  @Test func aSheetTakingFocusFromAPublishingFieldSettlesInTwoPasses() throws {
    let host = ViewHost(DraftWithSheet(), width: 40, height: 16)
    host.update()
    if host.focusedText?.contains("Ada") != true { try host.press("tab") }
    #expect(host.focusedText?.contains("Ada") == true)
    #expect(host.lines.contains("Editing"))
    #expect(host.lines.contains("Draft: Ada"))
    try host.press("ctrl+p")
    #expect(host.focusedText == "[ Done ]")
    #expect(host.lines.contains { $0.contains("Idle") })
    #expect(host.lines.contains { $0.contains("Draft: none") })
    // The sheet's claim moves focus during the build; the field's state and the published
    // draft follow in one more pass (it took two more before).
    #expect(host.passesInLastUpdate == 2)
  }
}
