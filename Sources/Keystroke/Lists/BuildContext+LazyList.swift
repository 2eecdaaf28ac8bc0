import KeystrokeTerminal

extension BuildContext {
  /// The lazy element of a `List` or a `Table` over `entries`, with the rows it showed last
  /// time already built.
  ///
  /// Rows run the app's row builder outside any body, so they are built under Observation's
  /// tracking and a property the builder read updates this view. A row the layout builds later
  /// (the first frame, a resize, a jump) comes after the graph kept a copy of this subtree, so
  /// it makes the next update build the view again (``ViewNode/buildAgainNextUpdate()``). Under
  /// a scroll reader or a selection context menu, which are told about the rows afresh each
  /// update, the view is never kept.
  ///
  /// A `List` whose rows hold controls leaves focus to them (`rowsTakeFocus`): it asks whether
  /// it is focused only when its rows, built so far, hold none. A table is always the focus
  /// target itself.
  func makeLazyList(
    entries: ListEntries, state: ListState, selected: Set<AnyHashable>, isMultiple: Bool,
    isEditing: Bool = false, rowsTakeFocus: Bool = true
  ) -> LazyListElement {
    if environment.scrollTargets != nil || environment.selectionMenu != nil {
      node.graph.noteUncopyableBuild()
    }
    // The rows measure what of them is shown against the list's window.
    let region = node.kept { ScrollVisibilityRegion() }
    let outerRegion = environment.scrollVisibilityRegion
    region.outer = outerRegion === region ? nil : outerRegion
    var rowContext = self
    rowContext.environment = region.environment(over: environment)
    let context = rowContext
    let interactions = self.interactions
    let targetsBefore = interactions.focusTargets.count
    let list = LazyListElement(
      entries: entries, state: state, selected: selected, isMultiple: isMultiple,
      isFocused: false, isEditing: isEditing, tint: environment.tint.terminalColor,
      buildEntry: { entry in
        let (segment, local) = entries.locate(entry)
        let built = entries.segments[segment].buildRow(local, index: segment, in: context)
        return built.count == 1
          ? built[0]
          : StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: built)
      },
      lateBuild: { build in
        context.node.buildAgainNextUpdate()
        return context.trackingModels(build)
      })
    list.visibilityRegion = region
    trackingModels {
      list.prebuild { interactions.hasFocusTargets(registeredSince: targetsBefore) }
    }
    // Rows holding controls take focus in the list's place: only a list without them asks
    // whether it is focused, so it never takes a focus claim it cannot keep.
    if !rowsTakeFocus || !interactions.hasFocusTargets(registeredSince: targetsBefore) {
      list.takeFocusMark(isFocused)
    }
    return list
  }
}
