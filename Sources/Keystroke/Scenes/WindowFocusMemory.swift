/// Where focus was in each open window when another window came to the screen, so that
/// coming back (⌘`, the Window menu, closing the window in front) puts it back on the same
/// view, as a desktop window keeps its focused view while another is in front.
///
/// The app's root view keeps one and asks it before building the window on screen
/// (``follow(into:windowsNode:openWindows:)``), so focus is settled in the build that switches
/// windows: the window is built with its focused view marked, in one pass.
@MainActor
final class WindowFocusMemory {
  /// The view that had focus in each window, by the window's number.
  private var places: [Int: WeakViewNode] = [:]
  /// The window the last build showed (0: none yet).
  private var shownID = 0

  /// Called before building window `shownID` under `windowsNode` (whose children are the
  /// windows, keyed by number). When the last build showed another window and focus was
  /// inside it, the view that had focus is remembered for that window, and focus moves to
  /// the view remembered for the window shown now, when it is still there; otherwise a claim
  /// is armed so that the shown window's first enabled control takes focus as it is built
  /// (``ViewGraph/followFocus(intoReplacementOf:reachingKeptControls:)``).
  ///
  /// - Returns: Whether a claim was armed; the caller disarms it once the window is built.
  func follow(into shownID: Int, windowsNode: ViewNode, openWindows: [Int]) -> Bool {
    let leftID = self.shownID
    guard leftID != shownID else { return false }
    self.shownID = shownID
    // Windows closed since, and views gone, are forgotten when the window on screen changes.
    places = places.filter { openWindows.contains($0.key) && $0.value.node?.isGone == false }
    guard leftID != 0, let left = windowsNode.existingChild(.named(.window(leftID))) else {
      return false
    }
    let graph = windowsNode.graph
    guard let focused = graph.focusedView(inside: left) else { return false }
    if openWindows.contains(leftID) { places[leftID] = WeakViewNode(focused) }
    if let back = places.removeValue(forKey: shownID)?.node, !back.isGone,
      let shown = windowsNode.existingChild(.named(.window(shownID))), back.isInside(shown)
    {
      graph.giveFocusBack(to: back)
      return false
    }
    return graph.followFocus(intoReplacementOf: left)
  }
}
