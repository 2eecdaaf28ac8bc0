import Foundation

/// Asks a container laid out by a ``Layout`` of the app's own where one of its guides lies,
/// with the layout's `explicitAlignment(of:in:proposal:subviews:cache:)`: held by the
/// container's ``ViewDimensions``, so only the guides read are asked for.
final class LayoutGuideSource: @unchecked Sendable {
  // `@unchecked`: the closure belongs to the main actor, and is only run there.

  /// Answers for one guide, `nil` where the layout defines none.
  private let answer: @MainActor (LayoutGuide) -> CGFloat?

  init(_ answer: @escaping @MainActor (LayoutGuide) -> CGFloat?) {
    self.answer = answer
  }

  /// Where `guide` lies, from the container's leading edge or top; `nil` where the layout
  /// defines none. Layout, and so reading a container's dimensions, runs on the main actor.
  func value(of guide: LayoutGuide) -> CGFloat? {
    MainActor.assumeIsolated { answer(guide) }
  }
}
