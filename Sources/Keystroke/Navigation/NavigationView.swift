/// SwiftUI's earlier navigation container, still common in apps: a ``NavigationStack`` whose
/// root is the content.
///
/// On a wide macOS window SwiftUI lays out several children as columns; a terminal shows the
/// content as one stack, so a second child (the placeholder detail) appears under the first.
/// Use `NavigationSplitView` for columns.
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view with `content` as the root of its stack.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension NavigationView: View {
  /// The stack around the content.
  public var body: some View {
    NavigationStack { content }
  }
}
