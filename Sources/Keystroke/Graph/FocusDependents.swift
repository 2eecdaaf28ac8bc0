/// Views built from where focus would be once the build settles, rather than from a focus
/// state synced after it: a searchable view shows `isSearching` from whether its field is
/// focused, and predicts that before its content is built (focus moved before the build, or a
/// claim its field is about to take), so focus landing on the field costs no second pass.
///
/// Each view built in the current pass notes what it built for; once focus settles, the host
/// asks which predictions were wrong, and those views alone are built again in the same
/// update. A view kept whole from an earlier update notes nothing: focus moving into or out of
/// its field since would have marked it to be built again.
@MainActor
final class FocusDependents {
  /// What one view built for: whether the control `targetID` had focus.
  private struct Entry {
    weak var node: ViewNode?
    let targetID: Int
    let builtFocused: Bool
  }

  /// The entries of the views built in the current pass.
  private var entries: [Entry] = []

  init() {}

  /// Forgets the last pass's entries, as a new pass starts.
  func reset() {
    entries.removeAll(keepingCapacity: true)
  }

  /// Notes that `node` was built for `targetID` being focused (`builtFocused`) or not.
  func note(_ node: ViewNode, targetID: Int, builtFocused: Bool) {
    entries.append(Entry(node: node, targetID: targetID, builtFocused: builtFocused))
  }

  /// The views built in the current pass whose prediction focus, settled at
  /// `focusedNodeID`, proved wrong.
  func mispredicted(focusedNodeID: Int?) -> [ViewNode] {
    entries.compactMap { entry in
      guard let node = entry.node, !node.isGone,
        (entry.targetID == focusedNodeID) != entry.builtFocused
      else { return nil }
      return node
    }
  }
}
