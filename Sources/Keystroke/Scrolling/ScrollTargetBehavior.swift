/// How a scroll view settles after a swipe, SwiftUI's `ScrollTargetBehavior`. A terminal
/// scrolls by whole lines and pages, with nothing to settle, so the built-in behaviours are
/// accepted with no effect.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view, SwiftUI's `PagingScrollTargetBehavior`;
/// PageUp and PageDown already move by a page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// The paging behaviour.
  public init() {}
}

/// Settles with a view aligned to the edge, SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one swipe may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = LimitBehavior(name: "automatic")
    /// At most one view per swipe.
    public static let always = LimitBehavior(name: "always")
    /// No limit.
    public static let never = LimitBehavior(name: "never")
    /// A few views per swipe.
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    /// One view per swipe.
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }

  /// A view-aligned behaviour with a swipe limit.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles with a view aligned to the edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Settles with a view aligned to the edge, with a swipe limit.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
