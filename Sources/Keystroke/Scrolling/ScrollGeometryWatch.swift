/// One `.onScrollGeometryChange(for:of:action:)`: turns the geometry of the scroll view it
/// describes into a value after each layout and calls its action when the value changes. The
/// watches around one scroll view form a chain, innermost first.
@MainActor
final class ScrollGeometryWatch {
  /// Gives the watch a geometry; the first only notes its value.
  var observe: (@MainActor (ScrollGeometry) -> Void)?
  /// The watch of the next modifier out, if any.
  var outer: ScrollGeometryWatch?
  /// The update that last gave the chain to a scroll view, so only the outermost takes it.
  var claimedIn = -1

  nonisolated init() {}

  /// Gives `geometry` to this watch and the ones around it.
  func notify(_ geometry: ScrollGeometry) {
    var watch: ScrollGeometryWatch? = self
    while let current = watch {
      current.observe?(geometry)
      watch = current.outer
    }
  }
}
