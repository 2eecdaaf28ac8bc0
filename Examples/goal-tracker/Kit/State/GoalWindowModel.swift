import Foundation
import Keystroke

/// One window's navigation: its selection, search, sidebar, selection mode and open form.
/// Each window owns one; the New and Search commands reach the active window's through
/// `focusedSceneValue`.
@MainActor
public final class GoalWindowModel: ObservableObject {
  /// The goal shown in the detail column.
  @Published public var selection: Goal.ID?
  /// The search text.
  @Published public var search = ""
  /// Whether the sidebar shows in a regular-width window.
  @Published public var visibility = NavigationSplitViewVisibility.all
  /// The column shown in a compact window.
  @Published public var compactColumn = NavigationSplitViewColumn.sidebar
  /// Screens pushed over the goal detail (the progress history).
  @Published public var detailPath: [GoalDetailRoute] = []
  /// Whether the goal list is in bulk selection mode.
  @Published public var isSelecting = false
  /// The goals picked in selection mode.
  @Published public var bulkSelection: Set<Goal.ID> = []
  /// Bumped to ask the goal list to focus its search field.
  @Published public private(set) var searchRequests = 0
  /// The open goal form, if any.
  @Published public var goalForm: GoalDraft?
  /// The open progress sheet, if any.
  @Published public var progressForm: ProgressDraft?

  /// A window showing the goal list.
  public init() {}

  /// ⌘N: opens the form for a new goal.
  public func createGoal() {
    goalForm = GoalDraft()
  }

  /// ⌘F: leaves selection mode, shows the goal list (the sidebar when regular, the list column
  /// when compact) and asks it to focus its search field; the detail stays as it was.
  public func revealSearch() {
    isSelecting = false
    bulkSelection = []
    visibility = .all
    compactColumn = .sidebar
    searchRequests += 1
  }
}

/// A screen pushed over the goal detail.
public enum GoalDetailRoute: Hashable, Sendable {
  /// Every progress update of the goal.
  case history(Goal.ID)
}
