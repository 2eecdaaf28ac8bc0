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

  /// The action that dismisses the screen pushed at `depth` (1 for the first pushed screen):
  /// it pops that screen and any above it, as SwiftUI's `dismiss` pops a pushed destination.
  func dismissAction(depth: Int) -> DismissAction {
    if let action = dismissActions[depth] { return action }
    let action = DismissAction { [weak self] in self?.pop(toDepth: depth - 1) }
    dismissActions[depth] = action
    return action
  }

  /// Shortens the path to `depth` values; nothing when it is no longer than that.
  private func pop(toDepth depth: Int) {
    guard let binding, binding.wrappedValue.count > depth else { return }
    binding.wrappedValue = Array(binding.wrappedValue.prefix(depth))
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

  // MARK: Screens pushed for a binding

  /// A screen a `navigationDestination(isPresented:)` or `(item:)` pushed.
  private struct PresentedScreen {
    /// What the binding presents.
    let id: AnyHashable
    /// The node of the modifier that pushed it.
    let owner: Int
    /// Lets go of the binding.
    let clear: @MainActor () -> Void
    /// Whether the token has reached the path (it is pushed after the update that asked).
    var hasBeenOnPath = false
  }

  /// The screens pushed for bindings, by their token's number.
  private var presented: [Int: PresentedScreen] = [:]

  /// The token the modifier at node `owner` pushed, what it presents, and whether it is on
  /// the path now.
  func presentedToken(of owner: Int) -> (number: Int, id: AnyHashable, isOnPath: Bool)? {
    guard let (number, screen) = presented.first(where: { $0.value.owner == owner }) else {
      return nil
    }
    return (number, screen.id, isOnPath(number))
  }

  /// Notes that token `number` is pushed for the modifier at node `owner`.
  func notePresented(
    _ number: Int, id: AnyHashable, owner: Int, clear: @escaping @MainActor () -> Void
  ) {
    presented[number] = PresentedScreen(id: id, owner: owner, clear: clear)
  }

  /// Forgets token `number`: its binding no longer asks for it.
  func forgetPresented(_ number: Int) { presented[number] = nil }

  /// Whether token `number` is kept though not on the path: pushed for a binding, on its way.
  func isPresentedToken(_ number: Int) -> Bool { presented[number] != nil }

  /// Pops token `number` and every screen above it.
  func pop(toBefore number: Int) {
    guard let binding,
      let index = binding.wrappedValue.firstIndex(where: { Self.number(of: $0) == number })
    else { return }
    binding.wrappedValue = Array(binding.wrappedValue.prefix(index))
  }

  /// Lets go of the bindings whose screens the user popped (they were on the path and are no
  /// longer): called before the stack builds its screens, so none of them pushes again.
  func settlePresented() {
    for number in presented.keys.sorted() {
      if isOnPath(number) {
        presented[number]?.hasBeenOnPath = true
      } else if let screen = presented[number], screen.hasBeenOnPath {
        presented[number] = nil
        screen.clear()
      }
    }
  }

  private func isOnPath(_ number: Int) -> Bool {
    (binding?.wrappedValue ?? path).contains { Self.number(of: $0) == number }
  }

  private static func number(of value: AnyHashable) -> Int? {
    (value.base as? ViewDestinationToken)?.number
  }
}

/// A pushed `NavigationLink(destination:)`: the path holds this token, the box holds the view.
struct ViewDestinationToken: Hashable {
  let number: Int
}
