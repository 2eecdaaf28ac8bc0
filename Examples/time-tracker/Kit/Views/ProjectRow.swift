import ExampleSupport
import Keystroke

/// One project in the list.
struct ProjectRow: View {
  let project: Project
  let taskCount: Int

  var body: some View {
    HStack {
      Text(SingleLineText.display(project.name)).foregroundStyle(
        project.isArchived ? .secondary : .primary)
      Spacer()
      Text(project.isArchived ? "archived" : "\(taskCount) task\(taskCount == 1 ? "" : "s")")
        .foregroundStyle(.secondary)
    }
  }
}
