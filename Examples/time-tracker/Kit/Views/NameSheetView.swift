import ExampleSupport
import Keystroke

/// The sheet that names a new project, a new task, or a project being renamed: a field, Save
/// (⌘S, saved to the database before the sheet closes) and Cancel (Escape).
struct NameSheetView: View {
  let sheet: NameSheet
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @Environment(\.dismiss) private var dismiss
  @State private var name: String
  @FocusState private var fieldFocused: Bool

  /// A sheet for `sheet`, its field starting with `initialName`.
  init(sheet: NameSheet, initialName: String) {
    self.sheet = sheet
    _name = State(initialValue: initialName)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(title).bold()
      HStack {
        Text("Name").foregroundStyle(.secondary)
        TextField(placeholder, text: $name)
          .focused($fieldFocused)
          .frame(minWidth: 30)
      }
      if let problem = lengthProblem {
        Text(problem).foregroundStyle(.red)
      }
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
        Button("Save") { save() }
          .keyboardShortcut("s")
          .disabled(!canSave)
      }
    }
    .onSubmit { save() }
    .onAppear { fieldFocused = true }
  }

  private var trimmedName: String { name.trimmingCharacters(in: .whitespaces) }

  private var lengthProblem: String? { NameLength.problem(with: trimmedName) }

  private var canSave: Bool { !trimmedName.isEmpty && lengthProblem == nil }

  private func save() {
    guard canSave, appState.saveName(name, for: sheet) else { return }
    dismiss()
  }

  private var title: String {
    switch sheet {
    case .newProject: "New Project"
    case .newTask(let projectID):
      "New Task in \(SingleLineText.display(tracker.project(id: projectID)?.name ?? "?"))"
    case .renameProject: "Rename Project"
    case .renameTask: "Rename Task"
    }
  }

  private var placeholder: String {
    switch sheet {
    case .newTask, .renameTask: "Task name"
    case .newProject, .renameProject: "Project name"
    }
  }
}
