// keystroke-bench: measures the engine and the terminal runtime against their budgets.
//
// Usage: keystroke-bench [--quick] [name ...]
//   --quick   few iterations, for a CI smoke run (budgets are reported but not enforced)
//   name      run only benchmarks whose name starts with one of these
//
// Each figure prints as `name: value unit`, with its budget when it has one. Without --quick the
// exit status is 1 if any figure is over budget. Build with -c release for meaningful numbers.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == MemoryProbe.argument {
  MainActor.assumeIsolated { MemoryProbe.runProbe() }
  exit(0)
}
if arguments.first == FirstVisitProbe.argument {
  MainActor.assumeIsolated { FirstVisitProbe.run() }
  exit(0)
}
if arguments.first == TextEditorBenchmark.memoryArgument {
  print(MainActor.assumeIsolated { TextEditorBenchmark.runMemoryProbe() })
  exit(0)
}
let quick = arguments.contains("--quick")
let filters = arguments.filter { !$0.hasPrefix("--") }
var overBudget = false

for benchmark in allBenchmarks
where filters.isEmpty || filters.contains(where: { benchmark.name.hasPrefix($0) }) {
  for figure in benchmark.run(quick) {
    print(figure.line)
    if !figure.withinBudget { overBudget = true }
  }
}
if allBenchmarks.isEmpty { print("keystroke-bench: no benchmarks registered") }
exit(overBudget && !quick ? 1 : 0)
