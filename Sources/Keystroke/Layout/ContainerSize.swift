/// The size of the nearest container, for `.containerRelativeFrame` to measure against: the
/// visible area of a scroll view, or the content area of a window or a sheet.
///
/// The container writes its size when it is placed. A frame measured before that (earlier in
/// the same layout) reads the size of the last frame; when the size changed, the container
/// makes its content forget those measurements before placing it, so nothing drawn uses them.
@MainActor
final class ContainerSize {
  /// The container's size as last placed, `nil` before the first layout.
  var size: CellSize?

  nonisolated init() {}

  /// Records the size the container was placed at; says whether it changed.
  func place(at size: CellSize) -> Bool {
    guard size != self.size else { return false }
    self.size = size
    return true
  }
}

private struct ContainerSizeKey: EnvironmentKey {
  static var defaultValue: ContainerSize? { nil }
}

extension EnvironmentValues {
  /// The nearest container's size, for `.containerRelativeFrame`.
  var containerSize: ContainerSize? {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}
