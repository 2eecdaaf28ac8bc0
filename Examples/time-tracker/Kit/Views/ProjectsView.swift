import ExampleSupport
import Keystroke

/// The Projects tab: the projects (↑/↓ select), the selected one's tasks, and Rename, Archive
/// and Delete (which asks first).
struct ProjectsView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @State private var confirmingDelete = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if tracker.projects.isEmpty {
        // An empty state as ContentUnavailableView lays it out: a title, what fixes it, and
        // the action itself as the default button, so Return runs it.
        Text("No projects yet").bold()
        Text("New Project (File menu) creates one.").foregroundStyle(.secondary)
        Button("New Project…") { appState.newProject() }
          .keyboardShortcut(.defaultAction)
      } else {
        List(tracker.projects, selection: $appState.selectedProjectID) { project in
          ProjectRow(
            project: project, taskCount: tracker.tasks(of: project.id).count)
        }
        .frame(maxHeight: .infinity)
        Divider()
        if let project = tracker.project(id: appState.selectedProjectID) {
          Text("Tasks in \(SingleLineText.display(project.name)): " + taskNames(of: project))
          let tasks = tracker.tasks(of: project.id)
          if !tasks.isEmpty {
            // Tab reaches the tasks; Rename Task… and Delete Task… (File menu) act on the
            // selected one.
            List(tasks, selection: $appState.selectedTaskID) { task in
              Text(SingleLineText.display(task.name))
            }
            .frame(height: CGFloat(min(tasks.count, 4)))
          }
          HStack(spacing: 2) {
            Button("Rename…") { appState.nameSheet = .renameProject(id: project.id) }
              .keyboardShortcut("e")
            Button(project.isArchived ? "Unarchive" : "Archive") {
              var changed = project
              changed.isArchived.toggle()
              tracker.updateProject(changed)
            }
            .keyboardShortcut("a", modifiers: [.command, .shift])
            Button("Delete…", role: .destructive) { confirmingDelete = true }
              .keyboardShortcut(.delete)
          }
          .confirmationDialog(
            "Delete \(SingleLineText.display(project.name))?", isPresented: $confirmingDelete
          ) {
            Button("Delete Project", role: .destructive) {
              tracker.deleteProject(id: project.id)
              appState.selectedProjectID = tracker.activeProjects.first?.id
            }
            Button("Cancel", role: .cancel) {}
          } message: {
            Text(deleteWarning(for: project))
          }
        }
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func taskNames(of project: Project) -> String {
    let names = tracker.tasks(of: project.id).map { SingleLineText.display($0.name) }
    return names.isEmpty ? "none (New Task adds one)" : names.joined(separator: ", ")
  }

  private func deleteWarning(for project: Project) -> String {
    Self.deleteWarning(
      tasks: tracker.tasks(of: project.id).count,
      entries: tracker.entries.count { $0.projectID == project.id })
  }

  /// What else deleting a project takes with it, naming only what it has: "Its 2 tasks and
  /// 1 time entry are deleted too.", "Its 1 task is deleted too.", or that it has neither.
  static func deleteWarning(tasks: Int, entries: Int) -> String {
    let parts = [
      tasks > 0 ? CountText.of(tasks, "task", "tasks") : nil,
      entries > 0 ? CountText.of(entries, "time entry", "time entries") : nil,
    ].compactMap { $0 }
    guard !parts.isEmpty else { return "It has no tasks or time entries." }
    let isOne = parts.count == 1 && (tasks == 1 || entries == 1)
    return "Its " + parts.joined(separator: " and ") + (isOne ? " is" : " are") + " deleted too."
  }
}
