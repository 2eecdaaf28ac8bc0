import Foundation
import Keystroke

/// The app's navigation state, shared by the views and the menu commands (the seed's
/// `AppState`): which tab is shown, what is selected, and which sheet is up.
@MainActor
public final class AppState: ObservableObject {
  /// The four tabs.
  public enum Tab: Hashable, Sendable {
    case timer, projects, timeEntries, more
  }

  /// The tab shown.
  @Published public var selectedTab: Tab? = .timer
  /// The project selected in Projects (New Task adds to it). Selecting one also selects its
  /// first task, unless a task of it is already selected, so the task commands act on what
  /// Projects shows; doing it here, not in a change handler, makes a move one update, not two.
  @Published public var selectedProjectID: Int? {
    didSet { selectFirstTaskIfNeeded() }
  }
  /// The task selected in Projects (Rename Task and Delete Task act on it).
  @Published public var selectedTaskID: Int?
  /// Whether the New Entry sheet is up.
  @Published public var isAddingEntry = false
  /// The task Delete Task asks about, while its confirmation is up.
  @Published public var taskPendingDeletion: ProjectTask?
  /// The project and task the next timer runs on.
  @Published public var timerProjectID: Int?
  /// The task the next timer runs on.
  @Published public var timerTaskID: Int?
  /// The name sheet that is up, if any.
  @Published public var nameSheet: NameSheet?
  /// The entry being edited, if any.
  @Published public var editingEntry: TimeEntry?
  /// Whether the export sheet is up.
  @Published public var isExporting = false
  /// The Time Entries search text.
  @Published public var searchText = ""
  /// Set by Find; the search field takes focus and clears it.
  @Published public var wantsSearchFocus = false
  /// The last export's outcome.
  @Published public var exportStatus: String?

  /// The data.
  public let tracker: Tracker

  /// Opens the data in ``StoreLocation/directory`` (see ``Tracker/forApp(center:)``).
  public convenience init() {
    self.init(tracker: Tracker.forApp())
  }

  /// Uses `tracker`'s data.
  public init(tracker: Tracker) {
    self.tracker = tracker
    selectedProjectID = tracker.activeProjects.first?.id
    selectFirstTaskIfNeeded()
  }

  private func selectFirstTaskIfNeeded() {
    if selectedTask == nil { selectedTaskID = tracker.tasks(of: selectedProjectID).first?.id }
  }

  /// Whether a sheet is up (the app's commands wait until it closes).
  public var isPresentingSheet: Bool {
    nameSheet != nil || editingEntry != nil || isExporting || isAddingEntry
      || taskPendingDeletion != nil
  }

  /// Whether changes can be saved: the store is open and no sheet is up. Commands that would
  /// open a form or start a timer wait for it, so nothing is offered that cannot be kept.
  public var canEdit: Bool { tracker.store != nil && !isPresentingSheet && !isShowingAlert }

  /// Whether the "Could not save" alert is up. It is modal like a sheet: the app's commands
  /// wait until it is dismissed.
  public var isShowingAlert: Bool { tracker.saveError != nil }

  /// Shows `tab`, with any changes another copy of the app made since.
  public func show(_ tab: Tab) {
    tracker.refresh()
    selectedTab = tab
  }

  /// Whether New Task has a project to add to.
  public var canCreateTask: Bool {
    tracker.project(id: selectedProjectID) != nil && canEdit
  }

  /// The project a new timer would run on: the chosen one, else the first active project.
  public var timerProject: Project? {
    if let chosen = tracker.project(id: timerProjectID), !chosen.isArchived { return chosen }
    return tracker.activeProjects.first
  }

  /// Whether Start/Stop Timer can run now.
  public var canToggleTimer: Bool {
    canEdit && (tracker.running != nil || timerProject != nil)
  }

  /// Starts a timer on the chosen project and task, or stops the running one.
  public func toggleTimer() {
    if tracker.running != nil {
      // Stopping checks the file itself: a timer stopped elsewhere is reported, not doubled.
      tracker.stopTimer(at: AppEnvironment.now)
    } else if let project = timerProject {
      let task = tracker.task(id: timerTaskID).flatMap { $0.projectID == project.id ? $0 : nil }
      tracker.startTimer(projectID: project.id, taskID: task?.id, at: AppEnvironment.now)
    }
  }

  /// Opens the New Project sheet.
  public func newProject() {
    guard tracker.store != nil else { return }
    tracker.refresh()
    nameSheet = .newProject
  }

  /// Opens the New Task sheet for the selected project.
  public func newTask() {
    tracker.refresh()
    guard let project = tracker.project(id: selectedProjectID) else { return }
    nameSheet = .newTask(projectID: project.id)
  }

  /// The task Rename Task and Delete Task act on: the one selected in Projects, if it belongs
  /// to the selected project.
  public var selectedTask: ProjectTask? {
    guard let task = tracker.task(id: selectedTaskID), task.projectID == selectedProjectID
    else { return nil }
    return task
  }

  /// Whether Rename Task and Delete Task have a task to act on.
  public var canChangeTask: Bool { selectedTask != nil && canEdit }

  /// Opens the Rename Task sheet for the selected task.
  public func renameTask() {
    tracker.refresh()
    guard let task = selectedTask else { return }
    nameSheet = .renameTask(id: task.id)
  }

  /// Asks whether to delete the selected task.
  public func confirmTaskDeletion() {
    tracker.refresh()
    taskPendingDeletion = selectedTask
  }

  /// Deletes the task the confirmation asked about; its entries stay, on the project alone.
  public func deleteTaskPendingDeletion() {
    guard let task = taskPendingDeletion else { return }
    taskPendingDeletion = nil
    tracker.deleteTask(id: task.id)
    if timerTaskID == task.id { timerTaskID = nil }
    selectedTaskID = tracker.tasks(of: task.projectID).first?.id
  }

  /// Whether New Entry can open: the store is open, nothing else is up, and there is a
  /// project to put the entry on.
  public var canAddEntry: Bool { canEdit && !tracker.activeProjects.isEmpty }

  /// Opens the entry editor on a new, empty entry.
  public func newEntry() {
    tracker.refresh()
    guard canAddEntry else { return }
    isAddingEntry = true
  }

  /// Opens the export sheet, with any changes another copy of the app made since.
  public func exportEntries() {
    guard canEdit else { return }
    tracker.refresh()
    isExporting = true
  }

  /// Shows Time Entries with the search field focused.
  public func findEntries() {
    selectedTab = .timeEntries
    wantsSearchFocus = true
  }

  /// Saves what a name sheet was for; `false` if nothing was saved.
  @discardableResult
  public func saveName(_ name: String, for sheet: NameSheet) -> Bool {
    let name = name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, NameLength.problem(with: name) == nil else { return false }
    switch sheet {
    case .newProject:
      guard let project = tracker.addProject(named: name) else { return false }
      selectedProjectID = project.id
    case .newTask(let projectID):
      guard let task = tracker.addTask(named: name, projectID: projectID) else { return false }
      if timerProject?.id == projectID { timerTaskID = task.id }
      if selectedProjectID == projectID { selectedTaskID = task.id }
    case .renameProject(let id):
      guard var project = tracker.project(id: id) else { return false }
      project.name = name
      tracker.updateProject(project)
    case .renameTask(let id):
      guard var task = tracker.task(id: id) else { return false }
      task.name = name
      tracker.updateTask(task)
    }
    return tracker.saveError == nil
  }
}
