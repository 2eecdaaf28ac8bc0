extension Array where Element == Int {
  /// For the ascending first positions of consecutive runs (`self`), the run that holds
  /// `position` and the offset within it: the last run starting at or before it, found by
  /// binary search. Empty runs share their start with the next run and are never chosen over it.
  func run(containing position: Int) -> (run: Int, offset: Int) {
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if self[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return (low, position - self[low])
  }
}
