import Keystroke

/// The goal tracker seed's rules in miniature: ⌘N opens a form sheet, the open sheet blocks
/// New, ⌘S saves only valid input, Escape cancels and asks before discarding edits.
final class GoalBook: ObservableObject {
  @Published var goals: [String] = []
  @Published var isCreating = false
}

extension FocusedValues {
  struct GoalBookKey: FocusedValueKey {
    typealias Value = GoalBook
  }

  var goalBook: GoalBook? {
    get { self[GoalBookKey.self] }
    set { self[GoalBookKey.self] = newValue }
  }
}

struct GoalCommands: View {
  @FocusedValue(\.goalBook) var book

  var body: some View {
    Button("New Goal (menu)") { book?.isCreating = true }
      .keyboardShortcut("n", modifiers: [.command, .shift])
      .disabled(book == nil)
  }
}

struct GoalList: View {
  @EnvironmentObject var book: GoalBook

  var body: some View {
    VStack(alignment: .leading) {
      Text("Goals: \(book.goals.joined(separator: ", "))")
      Button("New Goal") { book.isCreating = true }
        .keyboardShortcut("n")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $book.isCreating) {
      GoalForm()
    }
    .focusedSceneValue(\.goalBook, book)
  }
}

struct GoalForm: View {
  @EnvironmentObject var book: GoalBook
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var confirmingDiscard = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("New goal")
      TextField("Name", text: $name)
      HStack {
        Button("Cancel", role: .cancel) {
          if name.isEmpty { dismiss() } else { confirmingDiscard = true }
        }
        Button("Save") {
          book.goals.append(name)
          dismiss()
        }
        .keyboardShortcut("s")
        .disabled(name.isEmpty)
      }
    }
    .interactiveDismissDisabled(!name.isEmpty)
    .confirmationDialog("Discard this goal?", isPresented: $confirmingDiscard) {
      Button("Discard", role: .destructive) { dismiss() }
      Button("Keep Editing", role: .cancel) {}
    }
  }
}

struct GoalSheetApp: App {
  @StateObject private var book = GoalBook()

  var body: some Scene {
    WindowGroup {
      GoalList().environmentObject(book)
    }
    .commands {
      CommandMenu("Goals") { GoalCommands() }
    }
  }
}
