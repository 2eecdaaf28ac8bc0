/// One `.onScrollPhaseChange(_:)`: the action to call when the phase of the scroll view it
/// describes changes. The watches around one scroll view form a chain, innermost first.
@MainActor
final class ScrollPhaseWatch {
  /// The modifier's action.
  var action: ((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?
  /// Has the views the action changed built again before the frame is drawn.
  var layoutChanged: (@MainActor () -> Void)?
  /// The watch of the next modifier out, if any.
  var outer: ScrollPhaseWatch?
  /// The update that last gave the chain to a scroll view, so only the outermost takes it.
  var claimedIn = -1

  nonisolated init() {}

  /// Tells this watch and the ones around it that the phase went from `old` to `new`.
  func notify(from old: ScrollPhase, to new: ScrollPhase, geometry: ScrollGeometry) {
    let context = ScrollPhaseChangeContext(geometry: geometry)
    var watch: ScrollPhaseWatch? = self
    while let current = watch {
      current.action?(old, new, context)
      current.layoutChanged?()
      watch = current.outer
    }
  }
}
