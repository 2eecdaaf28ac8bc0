import Foundation

/// Views lined up along one axis at their values of an alignment guide, SwiftUI's way: the
/// guide line lies as far in as the furthest guide, and the views reach past it as far as the
/// one reaching furthest beyond its own guide.
struct GuideLineUp: Equatable {
  /// Where each view starts, from the start of ``length``.
  let positions: [Int]
  /// How long the lined-up views reach, from the first start to the last end.
  let length: Int

  /// Lines up views of `lengths` whose guides lie at `guides` (in cells from each view's start).
  init(guides: [Int], lengths: [Int]) {
    var before = Int.min
    var after = Int.min
    for (guide, length) in zip(guides, lengths) {
      before = max(before, guide)
      after = max(after, length - guide)
    }
    if guides.isEmpty { before = 0 }
    positions = guides.map { before - $0 }
    length = guides.isEmpty ? 0 : before + after
  }

  /// A guide's value as a whole cell: rounded, and kept within a range an `Int` can hold.
  static func cells(_ value: CGFloat) -> Int {
    value.isFinite ? Int(min(max(value, -100_000), 100_000).rounded()) : 0
  }
}
