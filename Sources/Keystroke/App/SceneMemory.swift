/// The content an app's root made for each open window, kept until something the content could
/// depend on changes, so updates that changed one view inside a window do not make the whole
/// window's content anew.
@MainActor
final class SceneMemory {
  /// Each open window's content, by window.
  private var contents: [ObjectIdentifier: (window: OpenWindow, content: AnyView)] = [:]

  init() {}

  /// The memory kept in `node`, created on first use.
  static func stored(in node: ViewNode) -> SceneMemory {
    node.kept { SceneMemory() }
  }

  /// Drops every kept content: the next update makes each window's content again.
  func forgetContents() { contents = [:] }

  /// The content kept for `window`, if any.
  func content(of window: OpenWindow) -> AnyView? {
    guard let kept = contents[ObjectIdentifier(window)], kept.window === window else {
      return nil
    }
    return kept.content
  }

  /// Keeps the content made for `window`.
  func keep(_ content: AnyView, of window: OpenWindow) {
    contents[ObjectIdentifier(window)] = (window, content)
  }
}
