/// One benchmark: a name and a body that measures and reports figures.
struct BenchmarkCase: Sendable {
  /// A short name used to pick benchmarks on the command line (`keystroke-bench dispatch`).
  let name: String
  /// Runs the benchmark and returns its figures; `quick` asks for few iterations (CI smoke run).
  let run: @Sendable (_ quick: Bool) -> [Figure]
}
