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
}

/// A pushed `NavigationLink(destination:)`: the path holds this token, the box holds the view.
struct ViewDestinationToken: Hashable {
  let number: Int
}
