import ExampleSupport

/// The entries' notes and the projects' and tasks' names, folded for search once (see
/// `SearchText`), so a key typed into the search field compares folded text rather than
/// asking Foundation's locale-aware search three times per entry.
struct EntrySearchIndex {
  private var notes: [Int: SearchText] = [:]
  private var projectNames: [Int: SearchText] = [:]
  private var taskNames: [Int: SearchText] = [:]

  /// Folds the notes of `entries` and the names of `projects` and `tasks`.
  init(entries: [TimeEntry], projects: [Project], tasks: [ProjectTask]) {
    notes.reserveCapacity(entries.count)
    for entry in entries { notes[entry.id] = SearchText(entry.note) }
    for project in projects { projectNames[project.id] = SearchText(project.name) }
    for task in tasks { taskNames[task.id] = SearchText(task.name) }
  }

  /// The entries whose note, project name or task name contains `query`, ignoring case.
  func matching(_ query: String, in entries: [TimeEntry]) -> [TimeEntry] {
    let query = SearchText(query)
    return entries.filter { entry in
      (notes[entry.id] ?? SearchText(entry.note)).contains(query)
        || projectNames[entry.projectID]?.contains(query) == true
        || entry.taskID.flatMap { taskNames[$0] }?.contains(query) == true
    }
  }
}
