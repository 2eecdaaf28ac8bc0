/// What the name sheet is for.
public enum NameSheet: Identifiable, Hashable, Sendable {
  /// A new project.
  case newProject
  /// A new task in a project.
  case newTask(projectID: Int)
  /// A project's new name.
  case renameProject(id: Int)
  /// A task's new name.
  case renameTask(id: Int)

  /// The sheet's identity.
  public var id: Self { self }
}
