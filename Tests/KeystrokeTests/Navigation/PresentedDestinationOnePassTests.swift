import KeystrokeTesting
import Testing

@testable import Keystroke

/// A screen pushed for a binding (`navigationDestination(isPresented:)`, `(item:)`) shows in
/// the update that set the binding, and popping it lets go of the binding in the update that
/// shows what is beneath: one pass each way, with nothing left to update afterwards.
@MainActor
@Suite struct PresentedDestinationOnePassTests {
  /// A root with a toggle for a settings screen, links opening a city by value of a binding,
  /// and a path the app may own.
  struct Atlas: View {
    @State var showingSettings = false
    @State var city: String?

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading, spacing: 0) {
          Text("Settings shown: \(showingSettings)")
          Text("City: \(city ?? "none")")
          Button("Settings") { showingSettings = true }
          Button("Oslo") { city = "Oslo" }
        }
        .navigationDestination(isPresented: $showingSettings) {
          VStack(alignment: .leading, spacing: 0) {
            Text("Settings screen")
            Button("Done") { showingSettings = false }
            Button("Go to Lima") { city = "Lima" }
          }
        }
        .navigationDestination(item: $city) { name in
          VStack(alignment: .leading, spacing: 0) {
            Text("Visiting \(name)")
            Button("Next city") { city = name == "Oslo" ? "Lima" : "Oslo" }
          }
        }
      }
    }
  }

  @Test func aBooleanPushesItsScreenInTheUpdateThatSetIt() throws {
    let host = TestHost(Atlas(), columns: 40, rows: 10)
    try host.play("enter")
    #expect(host.text.contains("Settings screen"))
    #expect(!host.text.contains("Settings shown"))
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    // Focus moved onto the pushed screen with it: Enter presses its first button.
    try host.play("enter")
    #expect(host.text.contains("Settings shown: false"))
  }

  @Test func escapeLetsGoOfTheBindingInTheUpdateThatPops() throws {
    let host = TestHost(Atlas(), columns: 40, rows: 10)
    try host.play("enter escape")
    #expect(host.text.contains("Settings shown: false"))
    #expect(!host.text.contains("Settings screen"))
    #expect(!host.host.needsUpdate)
    // And the binding can push it again at once.
    try host.play("enter")
    #expect(host.text.contains("Settings screen"))
  }

  @Test func theAppLettingGoOfTheBindingPopsInOneUpdate() throws {
    let host = TestHost(Atlas(), columns: 40, rows: 10)
    try host.play("enter enter")
    #expect(host.text.contains("Settings shown: false"))
    #expect(!host.text.contains("Settings screen"))
    #expect(!host.host.needsUpdate)
  }

  @Test func anotherItemReplacesTheScreenInOneUpdate() throws {
    let host = TestHost(Atlas(), columns: 40, rows: 10)
    try host.play("tab enter")
    #expect(host.text.contains("Visiting Oslo"))
    try host.play("enter")
    #expect(host.text.contains("Visiting Lima"))
    #expect(!host.text.contains("Visiting Oslo"))
    #expect(!host.host.needsUpdate)
    try host.play("escape")
    #expect(host.text.contains("City: none"))
    #expect(!host.host.needsUpdate)
  }

  @Test func aScreenPushedOverAnotherPopsBackToIt() throws {
    let host = TestHost(Atlas(), columns: 40, rows: 10)
    // From the settings screen, the item binding pushes a city over it.
    try host.play("enter tab enter")
    #expect(host.text.contains("Visiting Lima"))
    #expect(!host.host.needsUpdate)
    try host.play("escape")
    #expect(host.text.contains("Settings screen"))
    try host.play("escape")
    #expect(host.text.contains("Settings shown: false"))
    #expect(host.text.contains("City: none"))
  }

  /// A stack whose path is an array of numbers the app owns: the screen a binding pushes
  /// shows above the numbers, and numbers pushed from it go above it.
  struct NumberedStack: View {
    @State var path: [Int] = []
    @State var showingHelp = false

    var body: some View {
      NavigationStack(path: $path) {
        VStack(alignment: .leading, spacing: 0) {
          Text("Path: \(path.map(String.init).joined(separator: ","))")
          Button("Help") { showingHelp = true }
        }
        .navigationDestination(for: Int.self) { number in
          NumberPage(number: number, path: $path)
        }
        .navigationDestination(isPresented: $showingHelp) {
          VStack(alignment: .leading, spacing: 0) {
            Text("Help screen")
            Button("Show 7") { path.append(7) }
          }
        }
      }
    }
  }

  /// A number's screen, with a note screen of its own whose Home empties the path.
  struct NumberPage: View {
    let number: Int
    @Binding var path: [Int]
    @State var showingNote = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Number \(number)")
        Button("Home") { path = [] }
        Button("Note") { showingNote = true }
      }
      .navigationDestination(isPresented: $showingNote) {
        VStack(alignment: .leading, spacing: 0) {
          Text("Note on \(number)")
          Button("Home") { path = [] }
        }
      }
    }
  }

  @Test func aTypedPathKeepsOnlyItsOwnValuesWhileABindingPushesAScreen() throws {
    let host = TestHost(NumberedStack(), columns: 40, rows: 10)
    try host.play("enter")
    #expect(host.text.contains("Help screen"))
    try host.play("enter")
    #expect(host.text.contains("Number 7"))
    try host.play("escape")
    #expect(host.text.contains("Help screen"))
    try host.play("escape")
    #expect(host.text.contains("Path:"))
    #expect(!host.text.contains("Help screen"))
  }

  @Test func emptyingThePathKeepsAScreenTheRootPushed() throws {
    let host = TestHost(NumberedStack(), columns: 40, rows: 10)
    try host.play("enter enter")
    #expect(host.text.contains("Number 7"))
    // Home empties the path; the help screen, pushed from the root, stays.
    try host.play("enter")
    #expect(host.text.contains("Help screen"))
    #expect(!host.text.contains("Number 7"))
  }

  @Test func poppingThePathBeneathAScreenTakesTheScreenAway() throws {
    let host = TestHost(NumberedStack(), columns: 40, rows: 10)
    // Help, Show 7, then the number's Note.
    try host.play("enter enter tab enter")
    #expect(host.text.contains("Note on 7"))
    // The note's Home empties the path: the number goes, and the note pushed from it too.
    try host.play("enter")
    #expect(host.text.contains("Help screen"))
    #expect(!host.text.contains("Note on 7"))
    #expect(!host.text.contains("Number 7"))
  }
}
