/// Index dots for a paged tab view, with or without a background band behind them.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the band behind the dots shows.
  public struct BackgroundDisplayMode: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, interactive, always, never }
    let kind: Kind

    /// As `interactive` (Keystroke's choice for a terminal).
    public static let automatic = BackgroundDisplayMode(kind: .automatic)
    /// Shown while the pages have keyboard focus.
    public static let interactive = BackgroundDisplayMode(kind: .interactive)
    /// Always shown.
    public static let always = BackgroundDisplayMode(kind: .always)
    /// Never shown.
    public static let never = BackgroundDisplayMode(kind: .never)
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates the style.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}
