import Foundation

/// The guides of the app's own (``AlignmentID``) that a container's children set, gathered
/// into the container's dimensions: each moved by where the container put the child that sets
/// it, and the mean where several children set the same guide (SwiftUI's default way of
/// combining them). Stacks, `ZStack`s and grids pass their children's guides out with it.
struct CustomGuideMean {
  /// The container's dimensions with the guides gathered so far.
  private(set) var dimensions: ViewDimensions
  private var horizontalCounts: [HorizontalAlignment: Int] = [:]
  private var verticalCounts: [VerticalAlignment: Int] = [:]

  /// Gathers into the dimensions of a container of `size`, which sets no guide yet.
  init(_ size: CellSize) { dimensions = ViewDimensions(size) }

  /// Whether any of `children` sets a guide of the app's own, which then passes out of the
  /// container around them (a plain loop: this runs for every container an update makes).
  @MainActor static func isSet(by children: [Element]) -> Bool {
    for child in children where child.setsCustomAlignmentGuide { return true }
    return false
  }

  /// The dimensions of a container of `size` with the guides of the app's own its children
  /// set: `forEachChild` calls back with each child and where the container puts it.
  @MainActor static func dimensions(
    at size: CellSize, forEachChild: ((Element, CellRect) -> Void) -> Void
  ) -> ViewDimensions {
    var mean = CustomGuideMean(size)
    forEachChild { child, placed in
      guard child.setsCustomAlignmentGuide else { return }
      mean.add(child.dimensions(at: placed.size), x: placed.x, y: placed.y)
    }
    return mean.dimensions
  }

  /// Adds the guides of the app's own in `inner`, the dimensions of a child the container put
  /// `x` columns and `y` rows from its top-leading corner.
  mutating func add(_ inner: ViewDimensions, x: Int, y: Int) {
    for (guide, value) in inner.explicitHorizontal where guide.isCustom {
      let count = horizontalCounts[guide, default: 0]
      let previous = dimensions.explicitHorizontal[guide] ?? 0
      dimensions.explicitHorizontal[guide] =
        (previous * CGFloat(count) + value + CGFloat(x)) / CGFloat(count + 1)
      horizontalCounts[guide] = count + 1
    }
    for (guide, value) in inner.explicitVertical where guide.isCustom {
      let count = verticalCounts[guide, default: 0]
      let previous = dimensions.explicitVertical[guide] ?? 0
      dimensions.explicitVertical[guide] =
        (previous * CGFloat(count) + value + CGFloat(y)) / CGFloat(count + 1)
      verticalCounts[guide] = count + 1
    }
  }
}
