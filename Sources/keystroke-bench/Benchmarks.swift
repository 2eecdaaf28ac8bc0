/// Every benchmark, in the order they run. Add new ones here.
let allBenchmarks: [BenchmarkCase] = [
  DispatchBenchmark.benchmark,
  PaletteBenchmark.benchmark,
  DecodeBenchmark.benchmark,
  renderBenchmark,
  graphBenchmark,
  listBenchmark,
  timeEntriesBenchmark,
  projectsBenchmark,
  textEditorBenchmark,
  textFieldBenchmark,
  firstVisitBenchmark,
  memoryBenchmark,
]
