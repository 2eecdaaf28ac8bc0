import Foundation

/// The kinds of views a lazy stack or grid can pin to the edge of a scroll view while it
/// scrolls. A `LazyVStack` pins its sections' headers to the top of the scroll view; footers,
/// and anything in the other lazy stacks and grids, scroll with their rows.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// Creates a set from raw bits.
  nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column that SwiftUI builds lazily; a terminal screen is small, so Keystroke lays it out
/// as a ``VStack`` with the same alignment and spacing.
public struct LazyVStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a column; with `pinnedViews: [.sectionHeaders]`, the header of the section at
  /// the top of a scroll view stays on its top line while the section's rows scroll under it.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

}

extension LazyVStack: View {
  /// The content in a column.
  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
      .environment(\.pinsSectionHeaders, pinnedViews.contains(.sectionHeaders))
  }
}

/// A row that SwiftUI builds lazily; laid out as an ``HStack`` with the same alignment and
/// spacing.
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a row; `pinnedViews` is accepted and has no effect.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

}

extension LazyHStack: View {
  /// The content in a row.
  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
  }
}
