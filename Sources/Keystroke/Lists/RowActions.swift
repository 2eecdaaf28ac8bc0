/// A list row's swipe actions, as the row's element carries them for its list: what the
/// actions are, by edge, and how to open them as a menu under the row.
@MainActor
struct RowActions {
  /// The actions of one `.swipeActions` modifier.
  struct Group {
    let edge: HorizontalEdge
    let items: AnyView
  }

  /// Every group on the row, leading edge first.
  let groups: [Group]
  /// The node of the modifier that stored these actions on the row's element.
  let owner: Int
  /// The actions the modifiers nearer the row stored, which these include. A modifier built
  /// again around a row that was kept finds its own actions on the element and reads these.
  let inner: (() -> RowActions?)
  /// Opens the row's menu; `false` when it cannot (disabled, or already open).
  let open: @MainActor () -> Bool

  /// The key the row's element stores its actions under.
  static let traitKey = ObjectIdentifier(RowActions.self)
}

/// The menu of a row's swipe actions: each group's buttons in turn. (A context menu draws no
/// separators, so the groups run on.)
struct RowActionsMenu: View {
  let groups: [AnyView]

  var body: some View {
    ForEach(Array(groups.enumerated()), id: \.offset) { _, group in group }
  }
}
