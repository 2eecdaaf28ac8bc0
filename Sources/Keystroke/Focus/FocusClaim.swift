/// A focus claim armed for the views built next (a tab switched to, a sheet opening, the
/// branch replacing the focused one, the first build, a view an action asked to focus, the
/// views after a focused control built disabled): the first enabled control among them that
/// asks whether it is focused takes focus at once
/// (``ViewGraph/claimFocus(for:avoidsInitialFocus:)``). Everything about the claim lives
/// here, so ending it forgets all of it.
@MainActor
struct FocusClaim {
  /// The views focus leaves (the tab just hidden, the branch dropped), if any.
  let leaving: ViewNode?
  /// The view switching, when it settles its own focus mark after the build.
  let owner: ViewNode?
  /// Whether a control that avoids being focused first (a destructive button) leaves the
  /// claim to the next one, as a dialog's claim does.
  var passesOverAvoiders = false
  /// Whether this is the first build's claim, which a presentation opening in that build
  /// replaces with its own.
  var isTheStarts = false
  /// Whether the control taking it does not take focus but is remembered as the view a layer
  /// opening in the same build covers: the first build's claim once a sheet or alert up from
  /// the start has taken its place, so closing it gives focus to that control.
  var onlyCovers = false
  /// Whether a subtree kept from the last update that holds a control is built again so the
  /// control can take the claim (a `ForEach` dropping the focused item).
  var reachesKeptControls = false
  /// The focus state value whose control alone may take the claim: the view an action asked
  /// to focus (`focus = .details`) that the last update did not build.
  var wants: FocusLink?
  /// Where the control that takes focus if the wanted one is not built is found: the view a
  /// branch, a `ForEach` or a navigation stack builds in place of the one that had focus.
  var fallbackScope: ViewNode?
  /// The presentation layer whose controls alone may take the claim (an `if` without `else`
  /// dropping the focused view leaves its claim armed for the views after it, which may close
  /// the layer); `nil` for any.
  var layer: Int?
}
