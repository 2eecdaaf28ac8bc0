import KeystrokeCore
import Testing

@testable import Keystroke

extension FocusedValues {
  /// The text typed into the find field, published while the field has focus.
  fileprivate struct FindTextKey: FocusedValueKey {
    typealias Value = String
  }

  fileprivate var findText: String? {
    get { self[FindTextKey.self] }
    set { self[FindTextKey.self] = newValue }
  }
}

/// A recipe box: a find field that publishes what was typed, a list, and a sheet for a new
/// recipe. Only the Find Again command reads the published text.
private struct RecipeBoxApp: App {
  var body: some Scene {
    WindowGroup { RecipeBox() }
      .commands {
        CommandMenu("Find") { FindAgainButton() }
      }
  }
}

private struct RecipeBox: View {
  @State private var recipes = ["Pancakes", "Ramen", "Shakshuka"]
  @State private var findText = ""
  @State private var isAdding = false
  @State private var title = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Find", text: $findText)
        .focusedValue(\.findText, findText)
      List(recipes, id: \.self) { Text($0) }
      Button("New Recipe…") { isAdding = true }.keyboardShortcut("n")
    }
    .sheet(isPresented: $isAdding) {
      VStack {
        TextField("Title", text: $title)
        Button("Add") {
          recipes.append(title)
          isAdding = false
        }
        .keyboardShortcut("s")
      }
    }
  }
}

private struct FindAgainButton: View {
  @FocusedValue(\.findText) private var findText

  var body: some View {
    Button("Find Again") {}
      .keyboardShortcut("g")
      .disabled((findText ?? "").isEmpty)
  }
}

/// Commands are built after the window's content and read the focused values of the update
/// that builds them. When nothing in the window reads a focused value, a change to what is
/// published (a sheet covering the field that publishes it) needs no second pass.
@MainActor
@Suite struct CommandsReadFocusedValuesOnePassTests {
  private func findAgainIsEnabled(_ host: ViewHost) -> Bool? {
    host.menuBar?.commands.first { $0.title == "Find Again" }?.isEnabled
  }

  @Test func aSheetCoveringThePublishingFieldOpensInOnePass() throws {
    let host = ViewHost(app: RecipeBoxApp.self, width: 60, height: 20)
    host.update()
    #expect(host.focusedText?.contains("Find") == true)
    host.typeText("ra")
    #expect(findAgainIsEnabled(host) == true)
    try host.press("cmd+n")
    #expect(host.passesInLastUpdate == 1)
    #expect(host.interactions.layers.count == 1)
    #expect(host.focusedText?.contains("Title") == true)
    // The sheet hides the window's published values, and the command knows it at once.
    #expect(findAgainIsEnabled(host) == false)
    host.typeText("Soup")
    try host.press("cmd+s")
    #expect(host.interactions.layers.isEmpty)
    #expect(host.lines.contains { $0.contains("Soup") })
    #expect(host.focusedText?.contains("ra") == true)
    #expect(findAgainIsEnabled(host) == true)
  }
}
