/// A navigation stack's own path when no binding is given, kept in its node.
@MainActor
final class PathBox {
  var path: [AnyHashable] = []
  /// Views pushed with `NavigationLink(destination:)`, by their token.
  var viewDestinations: [Int: AnyView] = [:]
  var nextToken = 0
  /// The view that had focus on the root when a screen was pushed over it, to give focus back
  /// to when the root is shown again.
  var focusOnRoot: WeakViewNode?
  /// The stack's path as the last build saw it, what a pushed screen's `dismiss` pops.
  var binding: Binding<[AnyHashable]>?
  /// The `dismiss` action of each pushed depth, made once so a view reading
  /// `@Environment(\.dismiss)` sees the same action on every update.
  private var dismissActions: [Int: DismissAction] = [:]
  init() {}

  /// What a pop of screens the box keeps raises: the stack's own node, built again to show
  /// what is beneath them.
  var invalidation: NodeInvalidation?
  /// The screens bindings pushed, and views pushed on a typed path, kept beside the path.
  private(set) var presented = PresentedScreens()

  /// The action that dismisses the screen pushed at `depth` (1 for the first pushed screen):
  /// it pops that screen and any above it, as SwiftUI's `dismiss` pops a pushed destination.
  func dismissAction(depth: Int) -> DismissAction {
    if let action = dismissActions[depth] { return action }
    let action = DismissAction { [weak self] in self?.pop(toDepth: depth - 1) }
    dismissActions[depth] = action
    return action
  }

  /// The path's values, from the binding the stack last passed or the box's own.
  private var pathValues: [AnyHashable] { binding?.wrappedValue ?? path }

  /// The path as the stack shows it: the path's values with the screens bindings pushed in
  /// their places.
  var stack: [AnyHashable] { presented.stack(over: pathValues) }

  /// Pops the top screen, if any.
  func popTop() {
    let count = stack.count
    if count > 0 { pop(toDepth: count - 1) }
  }

  /// Shortens the stack to `depth` screens above the root; nothing when it is no longer than
  /// that. Screens a binding pushed let go of their bindings at once, so the update that shows
  /// what is beneath them also builds their presenting views with the bindings let go.
  func pop(toDepth depth: Int) {
    guard let binding else { return }
    let values = binding.wrappedValue
    let kept = presented.keep(first: depth, pathCount: values.count)
    if kept.pathCount < values.count { binding.wrappedValue = Array(values.prefix(kept.pathCount)) }
    guard !kept.removed.isEmpty else { return }
    for screen in kept.removed.reversed() { screen.clear() }
    invalidation?.raise()
  }

  /// The nearest stack's box above `node`, if the view is in a stack.
  static func nearest(above node: ViewNode) -> PathBox? {
    var current = node.parent
    while let candidate = current {
      if let box = candidate.memory(PathBox.self) { return box }
      current = candidate.parent
    }
    return nil
  }

  /// Pushes a `NavigationLink(destination:)` view. When the path can hold it (`inPath`: the
  /// box's own path, a `NavigationPath`) its token is appended to the path; a typed path
  /// cannot, so the screen is kept beside it, above the values there now, as SwiftUI keeps a
  /// view destination out of the path: values pushed from it go above it, and popping the
  /// values beneath it takes it away.
  func push(_ view: AnyView, inPath: Bool) {
    nextToken += 1
    let number = nextToken
    viewDestinations[number] = view
    let token = AnyHashable(ViewDestinationToken(number: number))
    if inPath {
      binding?.wrappedValue.append(token)
      return
    }
    presented.push(
      PresentedScreens.Screen(
        number: number, id: token, owner: nil, base: pathValues.count, current: { token },
        clear: {}))
    invalidation?.raise()
  }

  // MARK: Screens pushed for a binding

  /// The screen the modifier at node `owner` pushed, if it is on the stack.
  func presentedScreen(of owner: Int) -> PresentedScreens.Screen? { presented.screen(of: owner) }

  /// Pushes a screen for the binding of the modifier at node `owner`, above the path's values
  /// now: the stack, which reads its screens after building the view that pushed it, shows
  /// it in this update.
  func present(
    _ number: Int, id: AnyHashable, owner: Int, current: @escaping @MainActor () -> AnyHashable?,
    clear: @escaping @MainActor () -> Void
  ) {
    let base = pathValues.count
    presented.push(
      PresentedScreens.Screen(
        number: number, id: id, owner: owner, base: base, current: current, clear: clear))
  }

  /// Pops the screen numbered `number`, whose binding let go of it while its presenting view
  /// was built, and every screen above it.
  func withdraw(_ number: Int) {
    let pathCount = pathValues.count
    guard let depth = presented.depth(of: number, pathCount: pathCount) else { return }
    let kept = presented.keep(first: depth, pathCount: pathCount)
    for screen in kept.removed.reversed() where screen.number != number { screen.clear() }
    if kept.pathCount < pathCount, let binding {
      binding.wrappedValue = Array(binding.wrappedValue.prefix(kept.pathCount))
    }
  }

  /// Whether token `number` stands for a screen kept beside the path.
  func isPresentedToken(_ number: Int) -> Bool { presented.contains(number) }

  /// Pops, before the stack builds its screens, those that can no longer stand: a screen whose
  /// binding let go of it or now presents something else (the presenting view pushes the new
  /// screen as it is built), and a screen whose path values beneath were popped (its binding
  /// is let go of). Screens above a popped one go with it.
  func settlePresented() {
    let pathCount = pathValues.count
    for screen in presented.removeStranded(pathCount: pathCount).reversed() { screen.clear() }
    while let screen = presented.firstLetGo() {
      withdraw(screen.number)
      if presented.contains(screen.number) { break }
    }
  }
}

/// A screen pushed as a view rather than a value: a `NavigationLink(destination:)` (the path
/// holds the token when it can, else ``PresentedScreens`` keeps it) or a binding's screen
/// (``PresentedScreens`` keeps it); the box holds the view.
struct ViewDestinationToken: Hashable {
  let number: Int
}
