/// What a run of a built example gave: its exit status, and what it wrote to standard output
/// and standard error.
struct ExampleRun {
  /// The exit status.
  let status: Int32
  /// Everything written to standard output.
  let output: String
  /// Everything written to standard error.
  let error: String

  /// Standard output split into lines (the screen, for a `--play` run).
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
