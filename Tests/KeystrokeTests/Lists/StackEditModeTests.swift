import Testing

@testable import Keystroke

/// An edit button in a navigation stack's content, beside a list that uses the stack's mode.
private struct StackModeView: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        EditButton()
        List {
          ForEach(["A"], id: \.self) { Text($0) }.onMove { _, _ in }
        }
      }
    }
  }
}

@MainActor
@Suite struct StackEditModeTests {
  @Test func aNavigationStackSharesItsEditModeWithItsLists() throws {
    let host = ViewHost(StackModeView(), width: 12, height: 3)
    host.update()
    #expect(host.lines.contains("A"))
    host.play(try KeyScript(parsing: "space"))
    host.update()
    #expect(host.lines.contains { $0.hasPrefix("[ Done ]") })
    #expect(host.lines.contains(" ≡ A"))
  }
}
