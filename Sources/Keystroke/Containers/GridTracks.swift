/// Turns a lazy grid's ``GridItem``s into tracks (columns of a `LazyVGrid`, rows of a
/// `LazyHGrid`) for the space available.
enum GridTracks {
  /// One resolved track.
  struct Track: Equatable {
    /// Its length in cells across the grid's flow.
    var length: Int
    /// The space after it.
    var spacing: Int
    /// Where the item asked its cells to sit; `nil` uses the grid's alignment.
    var alignment: Alignment?
  }

  /// The tracks for `items` in `available` cells (`nil` when the grid may take its ideal size,
  /// where a flexible or adaptive track is `ideal` cells, at least its minimum).
  ///
  /// As in SwiftUI: fixed tracks take their length; the rest of the space is shared equally by
  /// the flexible and adaptive items; a flexible item takes its share within its bounds (its
  /// minimum counting only up to the content's ideal length), an
  /// adaptive one fits as many tracks of at least its minimum in its share as it can (one at
  /// least).
  static func resolve(_ items: [GridItem], available: Int?, ideal: Int, defaultSpacing: Int)
    -> [Track]
  {
    let spacings = items.map { $0.spacing.map(Cells.count) ?? defaultSpacing }
    guard let available else {
      return zip(items, spacings).map { item, spacing in
        switch item.size {
        case .fixed(let length):
          Track(length: Cells.count(length), spacing: spacing, alignment: item.alignment)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
          Track(
            length: min(Cells.count(maximum), max(Cells.count(minimum), ideal)), spacing: spacing,
            alignment: item.alignment)
        }
      }
    }
    var fixed = 0
    var shared = 0
    for item in items {
      if case .fixed(let length) = item.size { fixed += Cells.count(length) } else { shared += 1 }
    }
    let gaps = spacings.dropLast().reduce(0, +)
    let remaining = max(0, available - fixed - gaps)
    let share = shared == 0 ? 0 : remaining / shared
    var tracks: [Track] = []
    for (item, spacing) in zip(items, spacings) {
      switch item.size {
      case .fixed(let length):
        tracks.append(
          Track(length: Cells.count(length), spacing: spacing, alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        // SwiftUI's default minimum is 10 points; on a grid of cells that would be ten rows,
        // so a minimum never makes a track longer than its content needs.
        let lower = min(Cells.count(minimum), ideal)
        let length = min(Cells.count(maximum), max(lower, share))
        tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment))
      case .adaptive(let minimum, let maximum):
        let lower = max(1, Cells.count(minimum))
        let count = max(1, (share + spacing) / (lower + spacing))
        let length = min(
          Cells.count(maximum), max(lower, (share - spacing * (count - 1)) / count))
        for _ in 0..<count {
          tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment))
        }
      }
    }
    return tracks
  }

  /// The length of the tracks and the spacing between them.
  static func total(_ tracks: [Track]) -> Int {
    tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
  }
}
