/// Timing helpers built on the monotonic clock.
enum Stopwatch {
  /// Runs `body` `rounds` times, each timing `batch` calls, and returns the median time of one
  /// call in nanoseconds. Batching keeps clock overhead out of sub-microsecond figures.
  static func medianNanoseconds(rounds: Int, batch: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<max(1, rounds) {
      let elapsed = clock.measure {
        for _ in 0..<max(1, batch) { body() }
      }
      samples.append(nanoseconds(elapsed) / Double(max(1, batch)))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// A duration in nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }
}

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
