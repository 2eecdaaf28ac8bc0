/// What one navigation stack learns while its screens are built: the destinations registered
/// with `navigationDestination`, each screen's title and toolbar, and how to push and pop.
@MainActor
final class NavigationContext {
  /// Builds the screen for a pushed value, by the value's type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  /// The depth being built: 0 for the root, n for the n-th pushed screen.
  var buildingDepth = 0
  /// Titles by depth.
  var titles: [Int: String] = [:]
  /// Subtitles by depth, shown after the title.
  var subtitles: [Int: String] = [:]
  /// Toolbar items by depth.
  var toolbars: [Int: [ToolbarEntry]] = [:]
  /// The depths whose title line is hidden (`navigationBarHidden`, `toolbar(.hidden, for:)`).
  var hiddenBars: Set<Int> = []
  /// The depths whose `‹ Back` title is hidden (`navigationBarBackButtonHidden`).
  var hiddenBackButtons: Set<Int> = []
  /// Pushes a value.
  let push: @MainActor (AnyHashable) -> Void
  /// Pushes a view (`NavigationLink(destination:)`).
  let pushView: @MainActor (AnyView) -> Void
  /// Pops the top screen.
  let pop: @MainActor () -> Void

  init(
    push: @escaping @MainActor (AnyHashable) -> Void,
    pushView: @escaping @MainActor (AnyView) -> Void, pop: @escaping @MainActor () -> Void
  ) {
    self.push = push
    self.pushView = pushView
    self.pop = pop
  }
}

/// A toolbar item's elements and where it goes.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let elements: [Element]
}

private struct SelectableListRowTypeKey: EnvironmentKey {
  static let defaultValue: ObjectIdentifier? = nil
}

private struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
  /// The type of the selection of the `List` whose rows are being built, if it has one: a
  /// `NavigationLink` presenting a value of that type, with no destination for it in a stack,
  /// is a row the list selects rather than a control.
  var selectableListRowType: ObjectIdentifier? {
    get { self[SelectableListRowTypeKey.self] }
    set { self[SelectableListRowTypeKey.self] = newValue }
  }

  /// The navigation stack the view is in, if any.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}
