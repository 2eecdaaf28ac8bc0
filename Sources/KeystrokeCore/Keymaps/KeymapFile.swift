/// What ``KeymapParser`` read from a keymap file: its usable entries, in file order, and a
/// diagnostic for each problem found on the way.
public struct KeymapFile: Hashable, Sendable {
  /// The well-formed entries, in file order.
  public var entries: [KeymapEntry]
  /// The problems, in file order.
  public var diagnostics: [KeymapDiagnostic]
  /// The top-level array's text, as offsets in Unicode scalars, when the file is a
  /// well-formed array (so it can be edited in place); `nil` otherwise.
  public var arrayOffsets: Range<Int>?
  /// Every entry's text, well-formed or not, in file order, for editing in place.
  public var entryOffsets: [Range<Int>] = []

  /// Creates a file's contents.
  public init(entries: [KeymapEntry] = [], diagnostics: [KeymapDiagnostic] = []) {
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// A file with nothing in it: every command keeps its default keys.
  public static let empty = KeymapFile()
}
