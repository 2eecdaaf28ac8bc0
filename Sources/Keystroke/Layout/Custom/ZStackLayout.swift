import Foundation

/// `ZStack` as a ``Layout``, SwiftUI's `ZStackLayout`: subviews drawn over each other, the
/// container as large as the largest.
public struct ZStackLayout: Layout, Sendable {
  /// Where smaller subviews sit within the container.
  public var alignment: Alignment

  /// An overlay of the subviews, aligned by `alignment`.
  nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// The size `ZStack` would take.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    nativeSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as `ZStack` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    nativePlace(in: bounds, proposal: proposal, subviews: subviews)
  }
}

extension ZStackLayout: NativeLayout {
  func makeElement(items: [Element], previous: Element?) -> Element {
    LayeredElement(items: items, alignment: alignment, sizing: .largestChild)
  }
}
