extension Array {
  /// The first index whose element satisfies `belongs`, in an array where every element that
  /// does comes after every one that does not (a binary search).
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
