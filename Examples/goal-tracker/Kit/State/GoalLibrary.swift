import ExampleSupport
import Foundation
import Keystroke

/// The goals, progress updates and custom units every window shows, kept in the SQLite store.
/// Each change is committed before the method returns; a failed one leaves the lists as they
/// were and sets ``problem``.
@MainActor
public final class GoalLibrary: ObservableObject {
  /// Every goal, archived ones included, by name.
  @Published public private(set) var goals: [Goal] = [] {
    didSet { searchNames = nil }
  }
  /// The goals' names folded for search (see `SearchText`), on the first search after the
  /// goals change: a key typed into the search compares folded names instead of making a
  /// locale for each of 5,000 names.
  private var searchNames: [Goal.ID: SearchText]?
  /// Every progress update, newest first.
  @Published public private(set) var updates: [ProgressUpdate] = [] {
    didSet { updatesByGoal = nil }
  }
  /// Each goal's updates, in the order of ``updates``, grouped on first use after they change:
  /// every goal row on screen asks for its own on each key, and filtering all of them for each
  /// row cost 50 ms a key with 5,000 goals and 20,000 updates.
  private var updatesByGoal: [Goal.ID: [ProgressUpdate]]?
  /// The user's own units.
  @Published public private(set) var customUnits: [CustomUnit] = []
  /// Why the store could not be opened or written, if it could not.
  @Published public var problem: String?

  private let store: GoalStore?
  /// The watch on the store's folder, once ``followChangesElsewhere()`` started it.
  private var storeWatch: FolderChangeWatch?

  /// Opens the store in `directory` and loads it; a store that cannot be opened leaves the
  /// library empty with ``problem`` naming the file.
  public init(directory: String) {
    var opened: GoalStore?
    do {
      let store = try GoalStore(directory: directory)
      (goals, updates, customUnits) = try Self.read(store)
      _ = try store.changedElsewhere()
      opened = store
    } catch {
      problem = "\(error)"
    }
    store = opened
  }

  /// The library the app shows: the store in ``StoreLocation/directory``, following what other
  /// copies of the app commit to it, closed cleanly when the app ends (so the file alone holds
  /// every change), with a store that cannot be opened reported to the runner as well as on
  /// screen.
  public static func forApp(center: NotificationCenter = .default) -> GoalLibrary {
    let library = GoalLibrary(directory: StoreLocation.directory)
    if let problem = library.problem { AppTermination.reportProblem(problem) }
    library.followChangesElsewhere()
    let store = library.store
    _ = center.addObserver(
      forName: AppTermination.willTerminateNotification, object: nil, queue: nil
    ) { [weak store] _ in
      // Weak: a library released earlier (tests make many) is not kept open for the notice.
      MainActor.assumeIsolated { store?.close() }
    }
    return library
  }

  /// Reads everything from `store`, so a damaged row can leave the library as it was.
  private static func read(_ store: GoalStore) throws -> ([Goal], [ProgressUpdate], [CustomUnit]) {
    (try store.goals(), try store.updates(), try store.units())
  }

  /// Picks up what another copy of the app committed to the file since this one last looked;
  /// returns whether there was anything. Every change calls it first, and so does a notice
  /// that the store's folder changed (``followChangesElsewhere()``).
  ///
  /// - Parameter reportingFailure: Whether a file that cannot be read now is reported in
  ///   ``problem``. A notice passes `false`: nothing opens while the user is not acting, and
  ///   the next change reports the problem.
  @discardableResult
  public func refresh(reportingFailure: Bool = true) -> Bool {
    guard let store else { return false }
    do {
      guard try store.changedElsewhere() else { return false }
      let loaded = try Self.read(store)
      (goals, updates, customUnits) = loaded
      return true
    } catch {
      if reportingFailure { problem = "\(error)" }
      return false
    }
  }

  /// Shows what another copy of the app commits to the file while this one waits for input:
  /// the store's folder is watched (``AppEnvironment/watchFolder(_:onChange:)``) and each notice
  /// calls ``refresh(reportingFailure:)``, which compares `PRAGMA data_version`: this copy's own
  /// commits do not change it, so a notice of its own write reads nothing. A form being filled
  /// in keeps its fields, since only the lists behind it are read again. Under `--play` no
  /// notice comes; in tests `TestHost.deliverFolderChanges()` sends one.
  public func followChangesElsewhere() {
    guard let store, storeWatch == nil else { return }
    let folder = URL(fileURLWithPath: store.path).deletingLastPathComponent().path
    storeWatch = AppEnvironment.watchFolder(folder) { [weak self] in
      self?.refresh(reportingFailure: false)
    }
  }

  /// Records a failed change: a conflict with another copy of the app is explained in words
  /// and the lists are re-read; anything else is shown as it is.
  private func record(_ error: any Error) {
    if let error = error as? SQLiteError, error.kind == .constraint {
      refresh()
      problem =
        "Another copy of Goal Tracker changed the same data first, so this change was not "
        + "saved. The lists now show the data as it is in the file."
    } else {
      problem = "\(error)"
    }
  }

  /// Whether the store is open, so forms that save can be offered.
  public var canSave: Bool { store != nil }

  /// Goals not archived.
  public var activeGoals: [Goal] { goals.filter { !$0.isArchived } }

  /// The goals not archived whose name contains `query`, ignoring case; all of them when the
  /// query is empty.
  public func activeGoals(matching query: String) -> [Goal] {
    let active = activeGoals
    guard !query.isEmpty else { return active }
    let names =
      searchNames
      ?? Dictionary(goals.map { ($0.id, SearchText($0.name)) }) { first, _ in first }
    searchNames = names
    let folded = SearchText(query)
    return active.filter { (names[$0.id] ?? SearchText($0.name)).contains(folded) }
  }

  /// The built-in units followed by the custom ones.
  public var unitNames: [String] { CustomUnit.builtIn + customUnits.map(\.name) }

  /// The goal with `id`, if it exists.
  public func goal(id: Goal.ID?) -> Goal? { goals.first { $0.id == id } }

  /// The updates of one goal, newest first.
  public func updates(of goalID: Goal.ID) -> [ProgressUpdate] {
    if let updatesByGoal { return updatesByGoal[goalID] ?? [] }
    let grouped = Dictionary(grouping: updates, by: \.goalID)
    updatesByGoal = grouped
    return grouped[goalID] ?? []
  }

  /// How much of `goal` is done in the period containing `now`.
  public func progress(of goal: Goal, now: Date) -> Double {
    let period = goal.period.interval(containing: now, calendar: DayText.calendar)
    return updates(of: goal.id).filter { period.contains($0.date) }.reduce(0) { $0 + $1.amount }
  }

  /// Saves a new goal (when `goal.id` is 0) or the edits to one; returns the goal as
  /// committed, or `nil` when it could not be.
  @discardableResult
  public func save(_ goal: Goal) -> Goal? {
    guard let store else { return nil }
    refresh()
    do {
      var saved = goal
      if goal.id == 0 {
        saved = try store.insert(goal)
        goals.append(saved)
      } else {
        try store.update(goal)
        if let index = goals.firstIndex(where: { $0.id == goal.id }) { goals[index] = goal }
      }
      goals.sort { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
      return saved
    } catch {
      record(error)
      return nil
    }
  }

  /// Saves a progress update; returns whether it was committed.
  @discardableResult
  public func save(_ update: ProgressUpdate) -> Bool {
    guard let store else { return false }
    refresh()
    do {
      let saved = try store.insert(update)
      updates.append(saved)
      updates.sort { ($0.date, $0.id) > ($1.date, $1.id) }
      return true
    } catch {
      record(error)
      return false
    }
  }

  /// Saves a custom unit; returns it, or `nil` when it could not be committed.
  public func addUnit(named name: String) -> CustomUnit? {
    guard let store else { return nil }
    refresh()
    do {
      let unit = try store.insertUnit(named: name)
      customUnits.append(unit)
      customUnits.sort { $0.name.lowercased() < $1.name.lowercased() }
      return unit
    } catch {
      record(error)
      return nil
    }
  }

  /// Archives several goals at once.
  public func archive(ids: Set<Goal.ID>) {
    guard let store, !ids.isEmpty else { return }
    refresh()
    do {
      try store.archive(ids: ids)
      for index in goals.indices where ids.contains(goals[index].id) {
        goals[index].isArchived = true
      }
    } catch {
      record(error)
    }
  }

  /// Deletes several goals and their progress at once.
  public func delete(ids: Set<Goal.ID>) {
    guard let store, !ids.isEmpty else { return }
    refresh()
    do {
      try store.delete(ids: ids)
      goals.removeAll { ids.contains($0.id) }
      updates.removeAll { ids.contains($0.goalID) }
    } catch {
      record(error)
    }
  }
}
