import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of the 10,000-row list app, measured in a fresh child process (this process
/// has run other benchmarks, whose memory would count too). Budget: 30 MB.
let memoryBenchmark = BenchmarkCase(name: "memory") { _ in
  guard let kilobytes = MemoryProbe.runChild() else {
    return [Figure(name: "memory.listPeak", value: -1, unit: "MB", budget: nil)]
  }
  return [Figure(name: "memory.listPeak", value: Double(kilobytes) / 1024, unit: "MB", budget: 30)]
}

/// Runs the memory probe in a child process, and the probe itself in the child.
enum MemoryProbe {
  /// The argument that makes this executable run the probe and print its peak memory.
  static let argument = "--memory-probe"

  /// Starts `keystroke-bench --memory-probe` and reads the peak resident size it prints, in KiB.
  static func runChild() -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [argument]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// In the child: exercises the list app and prints the peak resident size in KiB.
  @MainActor
  static func runProbe() {
    _ = exerciseListForMemoryProbe()
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
    print(usage.ru_maxrss / 1024)
    #else
    print(usage.ru_maxrss)
    #endif
  }
}
