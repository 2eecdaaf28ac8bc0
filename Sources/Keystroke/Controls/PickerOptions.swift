import Foundation

/// The options of a picker, read out of its content on demand: a picker over 10,000 projects
/// makes the views of the options it shows, the one it is asked about, and those before the
/// selected one while it looks for it, never all of them on every update.
@MainActor
struct PickerOptions {
  /// The content's row segments: each `ForEach` one segment, any other view a segment of one.
  private let segments: [(index: Int, segment: RowSegment)]
  /// Where each segment's options start among all the options.
  private let starts: [Int]
  /// How many options there are.
  let count: Int

  /// The options of `content`.
  init<Content: View>(of content: Content) {
    var segments: [(index: Int, segment: RowSegment)] = []
    var starts: [Int] = []
    var count = 0
    for (index, segment) in RowSegments.of(content).enumerated() where segment.kind == .rows {
      segments.append((index, segment))
      starts.append(count)
      count += segment.count
    }
    self.segments = segments
    self.starts = starts
    self.count = count
  }

  /// The segment holding option `index` and the option's place in it.
  private func locate(_ index: Int) -> (segment: Int, local: Int) {
    // Pickers hold a few segments (a "None" row, then a ForEach): a walk is enough.
    var segment = segments.count - 1
    while segment > 0, starts[segment] > index { segment -= 1 }
    return (segment, index - starts[segment])
  }

  /// The view of option `index`.
  func view(at index: Int) -> AnyView {
    let (segment, local) = locate(index)
    return segments[segment].segment.view(local)
  }

  /// The value option `index` stands for: its tag, else its `ForEach` identity.
  func value(at index: Int) -> AnyHashable? {
    let (segment, local) = locate(index)
    let rows = segments[segment].segment
    return rows.view(local).tagValue ?? rows.selectionValue(local)
  }

  /// The key option `index`'s state is kept under while it is shown.
  func key(at index: Int) -> ListRowKey {
    let (segment, local) = locate(index)
    return ListRowKey(
      segment: segments[segment].index, identity: segments[segment].segment.identity(local))
  }

  /// The title of option `index`, when its view holds text Keystroke can read.
  func title(at index: Int) -> String? { MenuItemTitle.of(view(at: index)) }

  /// The first option whose value is `selection`.
  func firstIndex<Value: Hashable>(of selection: Value) -> Int? {
    (0..<count).first { (value(at: $0)?.base as? Value) == selection }
  }
}
