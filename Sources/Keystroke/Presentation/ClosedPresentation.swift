/// A sheet, cover or dialog that was closed when the last update built it, and how to ask
/// whether it is presented now, before the next update builds anything.
///
/// An action that opens a presentation (`isShowingEditor = true`) changes the binding before
/// the update that shows it. When the view that has focus, or a view reading its focus state,
/// is built before the presenting view, the build can no longer take focus from it in time
/// (see ``ViewGraph/leaveFocus(forLayerOpenedBy:)``); asking these first lets the host take
/// focus off it before the build, so the whole update is one pass.
@MainActor
struct ClosedPresentation {
  /// The presenting view's node.
  let node: ViewNode
  /// The presentation layer the presenting view was built in.
  let layer: Int
  /// Reads the presentation's binding now.
  let isPresentedNow: @MainActor () -> Bool
}
