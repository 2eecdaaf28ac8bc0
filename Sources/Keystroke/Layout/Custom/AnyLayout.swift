import Foundation

/// Any ``Layout``, its type erased, SwiftUI's `AnyLayout`: choose a container at run time
/// (a row on a wide terminal, a column on a narrow one) and the subviews stay the same views,
/// keeping their state and focus, when the choice changes.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Text("Name")
///   TextField("Name", text: $name)
/// }
/// ```
public struct AnyLayout: Layout, @unchecked Sendable {
  nonisolated(unsafe) private let base: any Layout

  /// Wraps `layout`.
  nonisolated public init<L: Layout>(_ layout: L) { base = layout }

  /// The wrapped layout's cache, whatever its type.
  public struct Cache {
    fileprivate var base: Any?
  }

  /// The wrapped layout's properties, for the container this value makes.
  var properties: LayoutProperties { base.erasedProperties }

  /// The built-in container the wrapped layout stands for, if it is one of Keystroke's.
  var native: NativeLayout? { base as? NativeLayout }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(base: base.erasedMakeCache(subviews: subviews))
  }

  /// Updates the wrapped layout's cache, or makes it when the wrapped layout's type changed.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    base.erasedUpdateCache(&cache.base, subviews: subviews)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    base.erasedSpacing(subviews: subviews, cache: &cache.base)
  }

  /// The size the wrapped layout wants.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    base.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.base)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    base.erasedPlaceSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache.base)
  }

  /// The wrapped layout's explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    base.erasedAlignment(
      of: .horizontal(guide), in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache.base)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    base.erasedAlignment(
      of: .vertical(guide), in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache.base)
  }
}

/// A guide of either direction, for ``AnyLayout`` to pass on.
enum LayoutGuide {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

/// The calls ``AnyLayout`` makes on the layout it wraps, with the cache passed as `Any`.
extension Layout {
  var erasedProperties: LayoutProperties { Self.layoutProperties }

  func erasedMakeCache(subviews: Subviews) -> Any { makeCache(subviews: subviews) }

  func erasedUpdateCache(_ cache: inout Any?, subviews: Subviews) {
    guard var typed = cache as? Cache else {
      cache = makeCache(subviews: subviews)
      return
    }
    updateCache(&typed, subviews: subviews)
    cache = typed
  }

  /// Runs `body` with the cache as this layout's type, made anew if it is not.
  private func withTypedCache<Result>(
    _ cache: inout Any?, subviews: Subviews, _ body: (inout Cache) -> Result
  ) -> Result {
    var typed = cache as? Cache ?? makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  func erasedSpacing(subviews: Subviews, cache: inout Any?) -> ViewSpacing {
    withTypedCache(&cache, subviews: subviews) { spacing(subviews: subviews, cache: &$0) }
  }

  func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?)
    -> CGSize
  {
    withTypedCache(&cache, subviews: subviews) {
      sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func erasedPlaceSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?
  ) {
    withTypedCache(&cache, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func erasedAlignment(
    of guide: LayoutGuide, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Any?
  ) -> CGFloat? {
    withTypedCache(&cache, subviews: subviews) { typed in
      switch guide {
      case .horizontal(let guide):
        return explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
      case .vertical(let guide):
        return explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
      }
    }
  }
}
