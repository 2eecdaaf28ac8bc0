/// Where focus is: the active scene, the path from the window's root to the focused view, and
/// the sheets presented in the active scene's window.
public struct FocusContext: Hashable, Sendable {
  /// The active scene (the key window's), or `nil` when none is active.
  public var activeScene: FocusSceneID?
  /// The views from the window's root down to the focused view, outermost first. A sheet's
  /// content is nested under the view that presents it, so while a sheet has focus the path runs
  /// through the presenter into the sheet. Empty when nothing has focus.
  public var focusPath: [FocusNodeID]
  /// The sheets up in the active window, bottom first; the last one is frontmost.
  public var sheets: [SheetBarrier]

  /// Creates a context.
  public init(
    activeScene: FocusSceneID?, focusPath: [FocusNodeID] = [], sheets: [SheetBarrier] = []
  ) {
    self.activeScene = activeScene
    self.focusPath = focusPath
    self.sheets = sheets
  }

  /// The frontmost presentation layer: 0 with no sheet up, otherwise the number of sheets.
  public var frontLayer: Int { sheets.count }
}
