private struct PinsSectionHeadersKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether sections directly in this subtree pin their headers to the top of the scroll view
  /// around them (`LazyVStack(pinnedViews: [.sectionHeaders])`).
  var pinsSectionHeaders: Bool {
    get { self[PinsSectionHeadersKey.self] }
    set { self[PinsSectionHeadersKey.self] = newValue }
  }
}
