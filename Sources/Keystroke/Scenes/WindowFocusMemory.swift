/// Where focus was in each open window when another window came to the screen, so that
/// coming back (⌘`, the Window menu, closing the window in front) puts it back on the same
/// view, as a desktop window keeps its focused view while another is in front.
///
/// The app's root view keeps one and asks it before building the window on screen
/// (``follow(into:windowsNode:isOpen:)``), so focus is settled in the build that switches
/// windows: the window is built with its focused view marked, in one pass.
@MainActor
final class WindowFocusMemory {
  /// The view that had focus in each window, by the window's number.
  private var places: [Int: WeakViewNode] = [:]
  /// The window the last build showed (0: none yet).
  private var shownID = 0

  /// Called before building window `shownID` under `windowsNode` (whose children are the
  /// windows, keyed by number). When the last build showed another window, the view that had
  /// focus inside it is remembered for that window, and focus moves to the view remembered
  /// for the window shown now, when it is still there and focus was in the window left or
  /// nowhere; otherwise, with focus in the window left or nowhere, a claim is armed so that
  /// the shown window's first enabled control takes focus as it is built
  /// (``ViewGraph/followFocus(intoReplacementOf:reachingKeptControls:stayingInLayer:)``).
  /// `isOpen` tells whether a window number is still open.
  ///
  /// - Returns: Whether a claim was armed; the caller disarms it once the window is built.
  func follow(into shownID: Int, windowsNode: ViewNode, isOpen: (Int) -> Bool) -> Bool {
    let leftID = self.shownID
    guard leftID != shownID else { return false }
    self.shownID = shownID
    // Windows closed since, and views gone, are forgotten when the window on screen changes.
    places = places.filter { isOpen($0.key) && $0.value.node?.isGone == false }
    let graph = windowsNode.graph
    let left = leftID == 0 ? nil : windowsNode.existingChild(.named(.window(leftID)))
    let focused = left.flatMap { graph.focusedView(inside: $0) }
    if let focused, isOpen(leftID) { places[leftID] = WeakViewNode(focused) }
    guard focused != nil || graph.focusedNodeID == nil else { return false }
    let remembered = places.removeValue(forKey: shownID)
    if let shown = windowsNode.existingChild(.named(.window(shownID))),
      graph.giveFocusBack(to: remembered, inside: shown)
    {
      return false
    }
    guard let left, focused != nil else {
      // Focus nowhere (the screen left had nothing to focus, as "No open documents" before
      // File › New): the shown window starts as the first window does, its first enabled
      // control taking focus as it is built (a sheet up in it takes the claim's place, and
      // the host checks the control against a `.defaultFocus`), unless a claim is under way
      // (the first build's) or focus was taken for a layer opening.
      guard !graph.isClaimingFocus, graph.focusTakenBeforeBuild == nil else { return false }
      graph.armStartFocusClaim()
      return true
    }
    return graph.followFocus(intoReplacementOf: left)
  }
}
