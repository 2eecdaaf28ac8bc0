import ExampleSupport
import Foundation
import Keystroke

/// The tracker's data in memory, kept in step with the database: every change is committed to
/// the file first and shown only once it is there.
@MainActor
public final class Tracker: ObservableObject {
  /// The open database, or `nil` if it could not be opened.
  public let store: TimeStore?
  /// Why the database could not be opened (naming the file), if it could not.
  public let loadError: String?
  /// Every project, by name.
  @Published public private(set) var projects: [Project] = [] {
    didSet {
      rowCache = nil
      groupCache = nil
      searchIndex = nil
      activeCache = nil
      projectIndex = nil
    }
  }
  /// Every task, by name.
  @Published public private(set) var tasks: [ProjectTask] = [] {
    didSet {
      rowCache = nil
      groupCache = nil
      searchIndex = nil
      tasksByProject = nil
    }
  }
  /// Every entry, oldest first.
  @Published public private(set) var entries: [TimeEntry] = [] {
    didSet {
      groupCache = nil
      searchIndex = nil
      entryIndex = nil
      weekCache = nil
      rowCache = nil
    }
  }
  /// The running timer.
  @Published public private(set) var running: RunningTimer?
  /// The last failed save, for an alert.
  @Published public var saveError: String?

  private var groupCache: (query: String, calendar: Calendar, groups: [DayGroup])?
  /// The notes and names folded for search, built on the first search after any of them
  /// change: a search key then compares folded text, not three localized searches an entry.
  private var searchIndex: EntrySearchIndex?
  /// The projects not archived, kept until the projects change: menu commands ask for them
  /// on every key.
  private var activeCache: [Project]?
  /// The Time Entries table's rows, for the query, clock format and sort order they were made
  /// for: a key that only moves the table's selection runs its view's body again, and making
  /// and sorting every row each time would cost what the whole history holds.
  private var rowCache:
    (
      query: String, format: ClockFormat, order: [KeyPathComparator<EntryTableRow>],
      rows: [EntryTableRow]
    )?
  /// Positions in ``entries`` by entry id, built on first use after the entries change.
  private var entryIndex: [Int: Int]?
  /// Positions in ``projects`` by project id, built on first use after the projects change:
  /// the selected project and every visible entry row look theirs up on each key.
  private var projectIndex: [Int: Int]?
  /// The tasks of each project, in name order, built on first use after the tasks change:
  /// every visible project row counts its tasks on each key.
  private var tasksByProject: [Int: [ProjectTask]]?
  private var weekCache: (firstWeekday: Int, calendar: Calendar, totals: WeeklyTotals)?
  /// The watch on the store's folder, once ``followChangesElsewhere()`` started it.
  private var storeWatch: FolderChangeWatch?

  /// Opens the database in `directory` and loads it.
  public init(directory: String) {
    var opened: TimeStore?
    var problem: String?
    do throws(SQLiteError) {
      let store = try TimeStore(directory: directory)
      (projects, tasks, entries, running) = try Self.read(store)
      _ = try store.changedElsewhere()
      opened = store
    } catch {
      opened = nil
      problem = error.description
    }
    store = opened
    loadError = problem
  }

  /// Reads everything from `store`, so a damaged row can leave the tracker as it was.
  private static func read(_ store: TimeStore) throws(SQLiteError) -> (
    [Project], [ProjectTask], [TimeEntry], RunningTimer?
  ) {
    (try store.projects(), try store.tasks(), try store.entries(), try store.runningTimer())
  }

  /// Picks up what another copy of the app committed to the file since this one last looked;
  /// returns whether there was anything. Commands call it before they act, so they act on the
  /// data as it is, and so does a notice that the store's folder changed
  /// (``followChangesElsewhere()``).
  ///
  /// - Parameter reportingFailure: Whether a file that cannot be read now is reported in
  ///   ``saveError`` (an alert). A notice passes `false`: no alert opens while the user is
  ///   not acting, and the next command reports the problem.
  @discardableResult
  public func refresh(reportingFailure: Bool = true) -> Bool {
    guard let store else { return false }
    do throws(SQLiteError) {
      guard try store.changedElsewhere() else { return false }
      let loaded = try Self.read(store)
      (projects, tasks, entries, running) = loaded
      return true
    } catch {
      if reportingFailure { saveError = error.description }
      return false
    }
  }

  /// Shows what another copy of the app commits to the file while this one waits for input:
  /// the store's folder is watched (``AppEnvironment/watchFolder(_:onChange:)``) and each
  /// notice calls ``refresh(reportingFailure:)``. That compares `PRAGMA data_version`, which
  /// this copy's own commits do not change, so a notice of its own write reads nothing and
  /// redraws nothing (an open sheet keeps its text either way: the data behind it changes,
  /// not the sheet's fields). Under `--play` no notice comes; in tests
  /// `TestHost.deliverFolderChanges()` sends one.
  public func followChangesElsewhere() {
    guard let store, storeWatch == nil else { return }
    let folder = URL(fileURLWithPath: store.path).deletingLastPathComponent().path
    storeWatch = AppEnvironment.watchFolder(folder) { [weak self] in
      self?.refresh(reportingFailure: false)
    }
  }

  /// What the user reads when another copy of the app changed the same data first.
  static let otherCopyChangedTheData =
    "Another copy of Time Tracker changed the same data first, so this change was not saved. "
    + "The lists now show the data as it is in the file."

  /// The tracker the app shows: the data in ``StoreLocation/directory``, following what other
  /// copies of the app commit to it, closed cleanly when the app ends (so the file alone holds
  /// every change), with a file that cannot be opened reported to the runner as well as on
  /// screen.
  public static func forApp(center: NotificationCenter = .default) -> Tracker {
    let tracker = Tracker(directory: StoreLocation.directory)
    if let problem = tracker.loadError { AppTermination.reportProblem(problem) }
    tracker.followChangesElsewhere()
    tracker.closeStore(on: AppTermination.willTerminateNotification, from: center)
    return tracker
  }

  /// Closes the store (checkpointing its write-ahead log into the file) when `center` posts
  /// `name` on the main actor.
  public func closeStore(on name: Notification.Name, from center: NotificationCenter) {
    let store = store
    _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak store] _ in
      // Weak: a tracker released earlier (tests make many) is not kept open for the notice.
      MainActor.assumeIsolated { store?.close() }
    }
  }

  // MARK: Lookups

  /// The project with an id.
  public func project(id: Int?) -> Project? {
    guard let id else { return nil }
    let index: [Int: Int]
    if let known = projectIndex {
      index = known
    } else {
      index = Dictionary(
        projects.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
      projectIndex = index
    }
    return index[id].map { projects[$0] }
  }

  /// The task with an id.
  public func task(id: Int?) -> ProjectTask? {
    guard let id else { return nil }
    for task in tasks where task.id == id { return task }
    return nil
  }

  /// The entry with an id.
  public func entry(id: Int) -> TimeEntry? {
    let index: [Int: Int]
    if let entryIndex {
      index = entryIndex
    } else {
      index = Dictionary(
        entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
      entryIndex = index
    }
    return index[id].map { entries[$0] }
  }

  /// A project's tasks.
  public func tasks(of projectID: Int?) -> [ProjectTask] {
    guard let projectID else { return [] }
    if let known = tasksByProject { return known[projectID] ?? [] }
    let grouped = Dictionary(grouping: tasks, by: \.projectID)
    tasksByProject = grouped
    return grouped[projectID] ?? []
  }

  /// Projects that are not archived.
  public var activeProjects: [Project] {
    if let cached = activeCache { return cached }
    let active = projects.filter { !$0.isArchived }
    activeCache = active
    return active
  }

  /// `Project · Task` for an entry or a timer.
  public func title(projectID: Int, taskID: Int?) -> String {
    let name = SingleLineText.display(project(id: projectID)?.name ?? "?")
    guard let task = task(id: taskID) else { return name }
    return name + " · " + SingleLineText.display(task.name)
  }

  /// Entries matching `query` (project, task or note, ignoring case), grouped by day, newest
  /// first. The result is cached until the entries, projects, tasks or the query change.
  public func dayGroups(matching query: String, calendar: Calendar) -> [DayGroup] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    if let cache = groupCache, cache.query == trimmed, cache.calendar == calendar {
      return cache.groups
    }
    var matching = entries
    if !trimmed.isEmpty {
      let index =
        searchIndex ?? EntrySearchIndex(entries: entries, projects: projects, tasks: tasks)
      searchIndex = index
      matching = index.matching(trimmed, in: entries)
    }
    let groups = DayGroup.grouping(matching, calendar: calendar)
    groupCache = (trimmed, calendar, groups)
    return groups
  }

  /// The Time Entries table's rows for `query`, shown in `format` and sorted by `order`; cached
  /// until the entries, projects or tasks change, or the arguments do.
  public func tableRows(
    matching query: String, format: ClockFormat, order: [KeyPathComparator<EntryTableRow>]
  ) -> [EntryTableRow] {
    if let cache = rowCache, cache.query == query, cache.format == format, cache.order == order {
      return cache.rows
    }
    let groups = dayGroups(matching: query, calendar: format.calendar)
    let rows = EntryTableRow.rows(of: groups, format: format, order: order) { entry in
      title(projectID: entry.projectID, taskID: entry.taskID)
    }
    rowCache = (query, format, order, rows)
    return rows
  }

  /// The totals of the week containing `date`, cached until the entries change or the date
  /// leaves that week.
  public func weeklyTotals(containing date: Date, firstWeekday: Int, calendar: Calendar)
    -> WeeklyTotals
  {
    if let cache = weekCache, cache.firstWeekday == firstWeekday, cache.calendar == calendar,
      cache.totals.weekStart <= date, date < cache.totals.weekEnd
    {
      return cache.totals
    }
    let totals = WeeklyTotals(
      entries: entries, containing: date, firstWeekday: firstWeekday, calendar: calendar)
    weekCache = (firstWeekday, calendar, totals)
    return totals
  }

  // MARK: Changes (each commits before it returns)

  /// Creates a project; `nil` (with ``saveError`` set) if it could not be saved.
  @discardableResult
  public func addProject(named name: String) -> Project? {
    guard let project = save({ () throws(SQLiteError) in try store?.addProject(named: name) })
    else { return nil }
    projects = (projects + [project]).sorted(by: Self.byName)
    return project
  }

  /// Saves a project's new name or archived state.
  public func updateProject(_ project: Project) {
    guard save({ () throws(SQLiteError) in try store?.updateProject(project) }) != nil,
      let index = projects.firstIndex(where: { $0.id == project.id })
    else { return }
    projects[index] = project
    projects.sort(by: Self.byName)
  }

  /// Deletes a project with its tasks and entries (and its timer, if running).
  public func deleteProject(id: Int) {
    guard save({ () throws(SQLiteError) in try store?.deleteProject(id: id) }) != nil else {
      return
    }
    projects.removeAll { $0.id == id }
    tasks.removeAll { $0.projectID == id }
    entries.removeAll { $0.projectID == id }
    if running?.projectID == id { running = nil }
  }

  /// Creates a task in a project.
  @discardableResult
  public func addTask(named name: String, projectID: Int) -> ProjectTask? {
    guard
      let task = save({ () throws(SQLiteError) in
        try store?.addTask(named: name, projectID: projectID)
      })
    else { return nil }
    tasks = (tasks + [task]).sorted { $0.name.lowercased() < $1.name.lowercased() }
    return task
  }

  /// Saves a task's new name.
  public func updateTask(_ task: ProjectTask) {
    guard save({ () throws(SQLiteError) in try store?.updateTask(task) }) != nil,
      let index = tasks.firstIndex(where: { $0.id == task.id })
    else { return }
    tasks[index] = task
    tasks.sort { $0.name.lowercased() < $1.name.lowercased() }
  }

  /// Deletes a task. Its entries (and a timer running on it) keep their time, on the project
  /// alone, as the database's `ON DELETE SET NULL` leaves them.
  public func deleteTask(id: Int) {
    guard save({ () throws(SQLiteError) in try store?.deleteTask(id: id) }) != nil else {
      return
    }
    tasks.removeAll { $0.id == id }
    entries = entries.map { entry in
      guard entry.taskID == id else { return entry }
      var changed = entry
      changed.taskID = nil
      return changed
    }
    if running?.taskID == id { running?.taskID = nil }
  }

  /// Starts the timer unless one is running — here or, as the file now says, in another
  /// copy of the app (then the other copy's timer is shown, with an explanation) — or an entry
  /// already covers `start` (then ``saveError`` says so).
  public func startTimer(projectID: Int, taskID: Int?, at start: Date) {
    guard running == nil else { return }
    refresh()
    if explainTimerStartedElsewhere() { return }
    if RunningTimer.entry(covering: start, in: entries) != nil {
      saveError = Self.timeAlreadyRecorded
      return
    }
    let timer = RunningTimer(projectID: projectID, taskID: taskID, start: start)
    do throws(SQLiteError) {
      guard let store else {
        saveError = loadError
        return
      }
      try store.startTimer(timer)
      running = timer
    } catch  where error.kind == .constraint {
      refresh()
      if !explainTimerStartedElsewhere() { saveError = Self.otherCopyChangedTheData }
    } catch {
      saveError = error.description
    }
  }

  /// Stops the running timer, recording its entry — cut short where an entry added since
  /// begins, so the two never overlap; if another copy of the app stopped it first, shows the
  /// data as it is now, with an explanation.
  @discardableResult
  public func stopTimer(at end: Date) -> TimeEntry? {
    guard let timer = running, let store else { return nil }
    guard let end = timer.end(stoppingAt: end, among: entries) else {
      saveError = Self.timerOverlapsAnEntry
      return nil
    }
    do {
      let entry = try store.stopTimer(timer, at: end)
      running = nil
      entries.append(entry)
      return entry
    } catch let error as SQLiteError where error.kind == .constraint {
      refresh()
      saveError =
        running == nil
        ? "Another copy of Time Tracker stopped this timer first; its entry is in Time Entries."
        : Self.otherCopyChangedTheData
      return nil
    } catch {
      saveError = "\(error)"
      return nil
    }
  }

  /// Why the timer does not start inside an entry.
  static let timeAlreadyRecorded =
    "The timer can't start now: an entry already covers this moment (it ends later than now). "
    + "Edit or delete that entry in Time Entries, then start the timer."

  /// Why the timer does not stop when an entry begins as it began.
  static let timerOverlapsAnEntry =
    "The timer can't stop: an entry recorded since covers all of its time. "
    + "Edit or delete that entry in Time Entries, then stop the timer."

  /// Sets the explanation if the file says a timer is running that this copy did not start.
  private func explainTimerStartedElsewhere() -> Bool {
    guard let running else { return false }
    saveError =
      "Another copy of Time Tracker started a timer on "
      + title(projectID: running.projectID, taskID: running.taskID)
      + ". It is shown here now; stop it here or there."
    return true
  }

  /// Saves an edited entry.
  @discardableResult
  public func updateEntry(_ entry: TimeEntry) -> Bool {
    guard save({ () throws(SQLiteError) in try store?.updateEntry(entry) }) != nil,
      let index = entries.firstIndex(where: { $0.id == entry.id })
    else { return false }
    entries[index] = entry
    entries.sort { $0.start < $1.start }
    return true
  }

  /// Adds an entry typed by hand; `nil` (with ``saveError`` set) if it could not be saved.
  @discardableResult
  public func addEntry(_ entry: TimeEntry) -> TimeEntry? {
    guard let saved = save({ () throws(SQLiteError) in try store?.addEntry(entry) }) else {
      return nil
    }
    entries.append(saved)
    entries.sort { $0.start < $1.start }
    return saved
  }

  /// Deletes an entry.
  public func deleteEntry(id: Int) {
    guard save({ () throws(SQLiteError) in try store?.deleteEntry(id: id) }) != nil else {
      return
    }
    entries.removeAll { $0.id == id }
  }

  /// Adds entries in bulk (benchmarks, imports).
  public func addEntries(_ new: [TimeEntry]) throws {
    guard let store else { return }
    try store.addEntries(new)
    entries = try store.entries()
  }

  /// Runs a write; on failure records the message and returns `nil`.
  private func save<T>(_ write: () throws(SQLiteError) -> T?) -> T? {
    guard store != nil else {
      saveError = loadError
      return nil
    }
    do {
      return try write()
    } catch  where error.kind == .constraint {
      refresh()
      saveError = Self.otherCopyChangedTheData
      return nil
    } catch {
      saveError = error.description
      return nil
    }
  }

  private static func byName(_ lhs: Project, _ rhs: Project) -> Bool {
    lhs.name.lowercased() != rhs.name.lowercased()
      ? lhs.name.lowercased() < rhs.name.lowercased() : lhs.id < rhs.id
  }
}
