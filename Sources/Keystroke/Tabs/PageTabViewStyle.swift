/// Shows one tab at a time as a page: ←/→ and PageUp/PageDown turn pages while the tab view
/// has focus, and a row of index dots (`● ○ ○`) at the bottom shows where you are.
public struct PageTabViewStyle: TabViewStyle, ResolvableTabViewStyle {
  /// When the index dots show.
  public struct IndexDisplayMode: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, always, never }
    let kind: Kind

    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(kind: .automatic)
    /// Always shown, even for a single page.
    public static let always = IndexDisplayMode(kind: .always)
    /// Never shown.
    public static let never = IndexDisplayMode(kind: .never)
  }

  let indexDisplayMode: IndexDisplayMode

  /// Creates the style.
  nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  var kind: TabViewStyleKind { .page(indexDisplayMode) }
}
