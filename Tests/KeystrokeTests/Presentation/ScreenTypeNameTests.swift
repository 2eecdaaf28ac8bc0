import Testing

@testable import Keystroke

private struct EntryEditorView: View {
  var body: some View { Text("editor") }
}

private struct Report2Summary: View {
  var body: some View { Text("summary") }
}

/// The name presented content gives its buttons, spelled from its type once and kept.
@MainActor
@Suite struct ScreenTypeNameTests {
  @Test func anAppsViewTypeIsSpelledInWords() {
    #expect(ScreenTypeName.name(of: EntryEditorView.self) == "Entry Editor")
    #expect(ScreenTypeName.name(of: Report2Summary.self) == "Report2 Summary")
    // Asked again, the kept answer is the same.
    #expect(ScreenTypeName.name(of: EntryEditorView.self) == "Entry Editor")
  }

  @Test func theFrameworksOwnViewsHaveNoName() {
    #expect(ScreenTypeName.name(of: VStack<Text>.self) == nil)
    #expect(ScreenTypeName.name(of: Int.self) == nil)
  }
}
