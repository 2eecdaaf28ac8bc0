import Foundation

/// A type that places a collection of views, SwiftUI's `Layout`: the way to write a container
/// of your own (a flow of tags that wraps, a radial menu, columns of equal width).
///
/// Keystroke asks the layout the same two questions SwiftUI does. First
/// ``sizeThatFits(proposal:subviews:cache:)``: given the space a parent proposes, how big the
/// container wants to be, measuring its subviews with ``LayoutSubview/sizeThatFits(_:)``. Then
/// ``placeSubviews(in:proposal:subviews:cache:)``: given the rectangle it got, where each subview
/// goes, with ``LayoutSubview/place(at:anchor:proposal:)``. In a terminal one unit is one
/// cell: proposals and sizes are whole numbers of columns and rows, and positions are rounded
/// down to the cell they fall in.
///
/// Call a layout value with a view builder to use it as a container:
///
/// ```swift
/// TagFlow(spacing: 1) {
///   ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
public protocol Layout: Animatable {
  /// Describes the container (its stack orientation, which tells spacers and dividers which
  /// way they run).
  static var layoutProperties: LayoutProperties { get }

  /// Values the layout works out once and keeps between its calls. `Void` unless the layout
  /// declares ``makeCache(subviews:)``.
  associatedtype Cache = Void

  /// The views this layout arranges.
  typealias Subviews = LayoutSubviews

  /// Makes the cache; called before the layout's first measurement.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Brings the cache up to date after the subviews or the layout's own values changed. By
  /// default it makes the cache again.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

  /// The spacing the container prefers around itself. By default the union of its subviews'.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// The size the container wants for `proposal`.
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGSize

  /// Places every subview within `bounds`, the rectangle the container was given. A subview
  /// the layout leaves unplaced is centred in `bounds` at its ideal size.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)

  /// Where the container's own horizontal `guide` lies, if the layout defines it, measured
  /// along the x axis of `bounds`: asked when a container around this one (a stack, a frame,
  /// a `ZStack`, a custom layout reading ``LayoutSubview/dimensions(in:)``) aligns it by
  /// `guide`. By default the subviews' guides merged: see the default implementation.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?

  /// Where the container's own vertical `guide` lies, if the layout defines it, measured
  /// along the y axis of `bounds`: asked when a container around this one aligns it by
  /// `guide`. By default the subviews' guides merged: see the default implementation.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// A container with no particular orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes the cache again.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    var spacing = ViewSpacing.zero
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  /// The subviews' own values of a guide of the app's own, merged: where the layout puts
  /// them, the mean where several set it (the placement is worked out, not taken); `nil` when
  /// none sets it, and for a built-in guide, which does not pass out of a container.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? {
    LayoutGuideMerge.mean(
      of: .horizontal(guide), layout: self, in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache)
  }

  /// The subviews' own values of a guide of the app's own, merged: where the layout puts
  /// them, the mean where several set it (the placement is worked out, not taken); `nil` when
  /// none sets it, and for a built-in guide, which does not pass out of a container.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? {
    LayoutGuideMerge.mean(
      of: .vertical(guide), layout: self, in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache)
  }

  /// A container that arranges `content`'s views with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) {}
}
