import KeystrokeCore

/// Key scripts the benchmarks play, written in their source: a typo is a bug in the benchmark,
/// so it stops the run with the script and the parser's message.
enum BenchScript {
  /// Parses `text`, or stops the benchmark run.
  static func parse(_ text: String) -> KeyScript {
    do {
      return try KeyScript(parsing: text)
    } catch {
      fatalError("bad benchmark script \(text): \(error)")
    }
  }
}
