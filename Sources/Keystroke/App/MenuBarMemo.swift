import KeystrokeCore

/// The last menu bar one host resolved, kept across its updates by the app's root node.
///
/// An app's commands are evaluated on every update, but they rarely change from one key to the
/// next; comparing what they contributed with last time's is cheaper than resolving the twenty
/// slots again, so an update with the same scenes and context reuses the resolved bar.
@MainActor
final class MenuBarMemo {
  private var last: (scenes: [MenuScene], context: MenuContext, bar: ResolvedMenuBar)?

  init() {}

  /// The menu bar for `scenes` in `context`, resolved only if they differ from last time.
  func resolve(scenes: [MenuScene], context: MenuContext) -> ResolvedMenuBar {
    if let last, last.context == context, last.scenes == scenes { return last.bar }
    let bar = MenuBarResolver.resolve(scenes: scenes, context: context)
    last = (scenes, context, bar)
    return bar
  }
}
