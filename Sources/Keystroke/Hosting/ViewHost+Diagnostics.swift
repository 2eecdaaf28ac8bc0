extension ViewHost {
  /// How many bodies the updates so far evaluated, how many they reused because nothing the
  /// body read had changed, and how many of those kept their whole subtree, elements included.
  ///
  /// A diagnostic for tools outside the module, such as `keystroke-bench`: the counts are
  /// cumulative over the host's life, so one update's cost is the difference of two readings.
  public var bodyEvaluationCounts: (evaluated: Int, reused: Int, subtrees: Int) { bodyCounts }
}
