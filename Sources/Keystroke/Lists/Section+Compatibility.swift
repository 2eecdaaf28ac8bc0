// The initializers iOS 13 and macOS 10.15 had, taking the header and footer as views rather than
// builder closures; code written then still calls them.

extension Section where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header view and a footer view.
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header view.
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer view.
  nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}
