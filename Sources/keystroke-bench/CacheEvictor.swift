/// Pushes the benchmark's code and data out of the processor's caches before a timed key.
///
/// In a terminal the time between two keys is long: other processes (the terminal, the
/// shell, whatever else the machine runs) take the caches meanwhile, so a key usually runs
/// from main memory. A warm figure (the same key a thousand times in a row) misses that
/// cost; a figure taken after ``evict()`` shows it. Writing a buffer twice the size of the
/// last-level cache, one byte per cache line, leaves little of anything else in it.
struct CacheEvictor {
  /// The buffer written on each eviction.
  private var buffer: [UInt8]

  /// An evictor that writes `megabytes` MiB: more than the last-level cache.
  init(megabytes: Int = 64) {
    buffer = [UInt8](repeating: 0, count: max(1, megabytes) << 20)
  }

  /// Writes one byte in every 64-byte line of the buffer.
  mutating func evict() {
    buffer.withUnsafeMutableBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        bytes[offset] &+= 1
        offset += 64
      }
    }
  }

  /// Runs `body` `rounds` times, each after an eviction, and returns the median time of one
  /// run in nanoseconds.
  mutating func medianColdNanoseconds(rounds: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<max(1, rounds) {
      evict()
      samples.append(Stopwatch.nanoseconds(clock.measure(body)))
    }
    samples.sort()
    return samples[samples.count / 2]
  }
}
