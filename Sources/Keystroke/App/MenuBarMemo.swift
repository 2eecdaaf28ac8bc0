import KeystrokeCore

/// The menu bars one host resolved lately, kept across its updates by the app's root node.
///
/// An app's commands are evaluated on every update, but they rarely change from one key to the
/// next; comparing what they contributed with a kept bar's is cheaper than resolving the twenty
/// slots again, so an update with the same scenes and context as a recent one reuses its bar.
/// Each tab or sheet contributes its own commands and focused values, so the bars of the last
/// few are kept, as ``KeyMappingMemo`` keeps the key mappings.
@MainActor
final class MenuBarMemo {
  private var recent = RecentlyUsed<([MenuScene], MenuContext), ResolvedMenuBar>(
    capacity: KeyMappingMemo.capacity)

  init() {}

  /// The menu bar for `scenes` in `context`, resolved only if no kept bar was made from the
  /// same.
  func resolve(scenes: [MenuScene], context: MenuContext) -> ResolvedMenuBar {
    if let kept = recent.value(where: { $0.1 == context && $0.0 == scenes }) { return kept }
    let bar = MenuBarResolver.resolve(scenes: scenes, context: context)
    recent.insert(bar, for: (scenes, context))
    return bar
  }
}
