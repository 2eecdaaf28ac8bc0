/// The number of terminal columns a grapheme cluster (`Character`) occupies, and whether
/// terminals are known to disagree about it.
///
/// Rules, in order: control characters take 0 columns (they never enter a cell); a cluster made
/// only of zero-width scalars takes 0; regional-indicator pairs (flags), emoji-modifier
/// sequences (skin tones) and ZWJ sequences take 2; an emoji or pictographic base followed by
/// U+FE0F (VS16) takes 2 and by U+FE0E (VS15) takes 1; otherwise a base that is an emoji with
/// emoji presentation, or East Asian Wide/Fullwidth, takes 2 and anything else 1.
///
/// Clusters containing ZWJ, VS15/VS16, a skin-tone modifier or regional indicators are marked
/// ``isUncertain``: terminals measure them differently, so a renderer re-anchors the cursor with
/// an absolute move after drawing one.
public struct GraphemeWidth: Sendable, Equatable {
  /// Columns the cluster occupies: 0, 1 or 2.
  public var columns: Int
  /// Whether terminals are known to disagree about this cluster's width.
  public var isUncertain: Bool

  /// A width given directly.
  public init(columns: Int, isUncertain: Bool = false) {
    self.columns = columns
    self.isUncertain = isUncertain
  }

  /// Measures one grapheme cluster.
  public init(_ character: Character) {
    if let ascii = character.asciiValue {
      // "\r\n" is one Character with asciiValue 0x0A; it is a control like the rest.
      self.init(columns: ascii >= 0x20 && ascii < 0x7F ? 1 : 0)
      return
    }
    self = Self.measure(character.unicodeScalars)
  }

  /// The total columns of `text`, cluster by cluster.
  @inlinable
  public static func columns(of text: some StringProtocol) -> Int {
    if let count = printableASCIICount(of: text) { return count }
    var total = 0
    for character in text {
      total += GraphemeWidth(character).columns
    }
    return total
  }

  /// For text of printable ASCII only (one column per byte, one cluster per byte), its byte
  /// count; `nil` for any other text, which is measured cluster by cluster.
  @inlinable
  public static func printableASCIICount(of text: some StringProtocol) -> Int? {
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20, byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }

  /// Whether `scalar` is a C0 or C1 control or DEL.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  private static func measure(_ scalars: Character.UnicodeScalarView) -> GraphemeWidth {
    guard let first = scalars.first else { return GraphemeWidth(columns: 0) }
    if isControl(first) { return GraphemeWidth(columns: 0) }
    let base = ScalarWidthClass(first)
    var allZero = base == .zero
    var joined = false
    var textPresentation = false
    var emojiPresentation = false
    var modified = false
    var regionalIndicators = 0
    for scalar in scalars {
      switch scalar.value {
      case 0x200D: joined = true
      case 0xFE0E: textPresentation = true
      case 0xFE0F: emojiPresentation = true
      case 0x1F3FB...0x1F3FF: modified = true
      case 0x1F1E6...0x1F1FF: regionalIndicators += 1
      default: break
      }
      if allZero && ScalarWidthClass(scalar) != .zero { allZero = false }
    }
    if allZero { return GraphemeWidth(columns: 0) }
    let uncertain =
      joined || textPresentation || emojiPresentation || modified || regionalIndicators > 0
    let pictorial = base == .emoji || base == .pictographic
    let columns: Int
    if regionalIndicators >= 2 || (pictorial && (joined || modified || emojiPresentation)) {
      columns = 2
    } else if textPresentation && pictorial {
      columns = 1
    } else {
      columns = base == .wide || base == .emoji ? 2 : 1
    }
    return GraphemeWidth(columns: columns, isUncertain: uncertain)
  }
}
