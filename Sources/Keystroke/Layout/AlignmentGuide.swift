/// One of the alignment guides a view can set explicitly.
enum AlignmentGuide: Hashable, Sendable {
  /// A guide across the view's width, which a vertical stack aligns by.
  case horizontal(HorizontalAlignment)
  /// A guide across the view's height, which a horizontal stack aligns by.
  case vertical(VerticalAlignment)

  /// Whether this is a guide of the app's own (``AlignmentID``).
  var isCustom: Bool {
    switch self {
    case .horizontal(let alignment): alignment.isCustom
    case .vertical(let alignment): alignment.isCustom
    }
  }
}
