extension String {
  /// This string with `range` replaced by `replacement`, built into storage sized by what it
  /// holds.
  ///
  /// An edit of a text that another holder shares (the binding's storage, the editor's line
  /// index) edits a copy, and the standard library sizes the copy of a shared string by the
  /// old storage's capacity, not by its contents (`remove(at:)`, `insert(contentsOf:at:)`,
  /// `replaceSubrange`). The allocator rounds a large block up to whole pages, so each such
  /// copy is a page larger than the one before: a megabyte typed into grew by a page a key,
  /// and each key's copy came from fresh pages. Built here from its parts, it does not.
  func splicing(_ range: Range<Index>, with replacement: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(
      utf8.count - utf8.distance(from: range.lowerBound, to: range.upperBound)
        + replacement.utf8.count)
    result += self[..<range.lowerBound]
    result += replacement
    result += self[range.upperBound...]
    return result
  }
}
