/// Whether a searchable view's field has focus in the update being built, known before the
/// view's content is built, so the content sees `isSearching` right in the same pass.
///
/// Focus an action or a key moved before the build is where the host put it; a focus claim
/// armed now (the app's start, a tab switch, a sheet closing) goes to the field when the
/// content's controls leave it to the field, as the host would choose the field, listed
/// first, after the build. The view notes what it predicted (``FocusDependents``), and the
/// host builds it again in the same update if focus settles elsewhere. A field a tab view
/// places inside the content, and one whose active state an `isPresented` binding follows,
/// are found through the focus state, synced after each build, as before: the tab view
/// withdraws the claim's preference for the field as it takes it over
/// (``TabSearchRequest/consume()``), and tells its tabs whether the view is searching.
@MainActor
struct FieldFocusPrediction {
  /// The link between the field's control and the focus state (its value `true`).
  let link: FocusLink
  /// Whether the field is taken as focused.
  let isFocused: Bool
  /// Whether the field takes the focus claim armed now; the content is built leaving it.
  let claimsFocus: Bool
  /// Whether the answer comes from where focus is, rather than from the focus state.
  private let predicts: Bool

  init(
    memory: SearchMemory, focus: FocusStateBox<Bool>, isPresented: Binding<Bool>?,
    context: BuildContext
  ) {
    link = FocusLink(state: ObjectIdentifier(focus), value: AnyHashable(true))
    predicts = isPresented == nil && !memory.fieldIsPlacedInside
    guard predicts else {
      isFocused = focus.value
      claimsFocus = false
      return
    }
    let graph = context.node.graph
    let focusedNow = memory.fieldTargetID != nil && graph.focusedNodeID == memory.fieldTargetID
    claimsFocus = !focusedNow && context.environment.isEnabled && graph.claimWouldReach(link)
    // A claim that only notes the view a layer up from the start covers gives no focus.
    isFocused = focusedNow || (claimsFocus && !graph.claimOnlyCovers)
  }

  /// Notes what `node` was built for, now that its field's control is known.
  func note(built node: ViewNode, fieldTargetID: Int?, graph: ViewGraph) {
    // A field a tab view inside placed (it told its tabs whether the view is searching from
    // the focus state) or one without a control has nothing to check.
    guard predicts, let fieldTargetID else { return }
    graph.focusDependents.note(node, targetID: fieldTargetID, builtFocused: isFocused)
  }
}
