/// A navigation stack's own path when no binding is given, kept in its node.
final class PathBox {
  var path: [AnyHashable] = []
  /// Views pushed with `NavigationLink(destination:)`, by their token.
  var viewDestinations: [Int: AnyView] = [:]
  var nextToken = 0
  /// The view that had focus on the root when a screen was pushed over it, to give focus back
  /// to when the root is shown again.
  var focusOnRoot: WeakViewNode?
  init() {}
}

/// A pushed `NavigationLink(destination:)`: the path holds this token, the box holds the view.
struct ViewDestinationToken: Hashable {
  let number: Int
}
