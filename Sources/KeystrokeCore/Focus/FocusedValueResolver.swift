/// Decides which publication each focused-value key reads.
///
/// Visibility:
/// - With no active scene nothing is visible; publications from other scenes never are.
/// - A view-scoped publication is visible only while its publisher is on the focus path (the
///   focused view or one of its ancestors).
/// - A scene-scoped publication is visible wherever focus is in the active scene.
/// - A publication beneath a sheet is hidden unless that sheet, and every sheet above it, lets
///   its key through.
///
/// Precedence among visible publications of one key (the closest to focus wins):
/// 1. view-scoped before scene-scoped, so a value published for the focused part of the
///    hierarchy overrides the scene-wide one;
/// 2. the higher presentation layer (a sheet's own values before let-through ones);
/// 3. the deeper publisher on the focus path (publishers off the path come last);
/// 4. the earlier publication in the list (tree order, leading to trailing).
public enum FocusedValueResolver {
  /// Whether `publication` is visible in `context`, or why not.
  public static func visibility(of publication: FocusPublication, in context: FocusContext)
    -> FocusVisibility
  {
    guard let active = context.activeScene, publication.scene == active else {
      return .sceneNotActive
    }
    guard publication.layer >= 0, publication.layer <= context.frontLayer else {
      return .layerNotPresented
    }
    for sheet in context.sheets[publication.layer...] where !sheet.passes(publication.key) {
      return .hiddenBySheet
    }
    if publication.scope == .view, !context.focusPath.contains(publication.publisher) {
      return .offFocusPath
    }
    return .visible
  }

  /// Resolves every key published in `publications` for `context`.
  public static func resolve(_ publications: [FocusPublication], in context: FocusContext)
    -> FocusResolution
  {
    guard context.activeScene != nil else { return FocusResolution(winners: [:]) }
    // Sized up front: the focus path runs from the window to the focused view, tens of nodes,
    // and growing the table step by step rehashed it several times on every update.
    var depth = [FocusNodeID: Int](minimumCapacity: context.focusPath.count)
    for (index, node) in context.focusPath.enumerated() { depth[node] = index }

    var best: [AnyFocusedKey: (rank: Rank, publication: FocusPublication)] = [:]
    for (index, publication) in publications.enumerated()
    where visibility(of: publication, in: context) == .visible {
      let rank = Rank(
        scope: publication.scope == .view ? 0 : 1, layer: -publication.layer,
        depth: -(depth[publication.publisher] ?? -1), index: index)
      if let current = best[publication.key], current.rank <= rank { continue }
      best[publication.key] = (rank, publication)
    }
    return FocusResolution(winners: best.mapValues(\.publication))
  }

  /// A publication's precedence: lower wins, compared field by field.
  private struct Rank: Comparable {
    let scope: Int
    let layer: Int
    let depth: Int
    let index: Int

    static func < (lhs: Rank, rhs: Rank) -> Bool {
      (lhs.scope, lhs.layer, lhs.depth, lhs.index) < (rhs.scope, rhs.layer, rhs.depth, rhs.index)
    }
  }
}
