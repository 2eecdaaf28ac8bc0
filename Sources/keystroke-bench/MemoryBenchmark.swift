import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of the 10,000-row list app, measured in a fresh child process (this process
/// has run other benchmarks, whose memory would count too). Budget: 18 MiB (issue #14).
///
/// The child runs from a copy of this executable whose cached pages were dropped, so its code
/// is read from disk as an installed app's is (see ``ExecutableCopy``, which says why the
/// binary just built reads about 2 MiB more); where that copy cannot be made, from this
/// executable.
let memoryBenchmark = BenchmarkCase(name: "memory") { _ in
  let copy = ExecutableCopy()
  defer { copy?.remove() }
  guard let kilobytes = MemoryProbe.runChild(argument: MemoryProbe.argument, executable: copy?.path)
  else {
    return [Figure(name: "memory.listPeak", value: -1, unit: "MiB", budget: nil)]
  }
  return [
    Figure(name: "memory.listPeak", value: Double(kilobytes) / 1024, unit: "MiB", budget: 18)
  ]
}

/// Runs the memory probe in a child process, and the probe itself in the child.
enum MemoryProbe {
  /// The argument that makes this executable run the probe and print its peak memory.
  static let argument = "--memory-probe"

  /// Starts `keystroke-bench <argument>` (a probe), this executable or the one at
  /// `executable`, and reads the number of KiB it prints.
  static func runChild(argument: String, executable: String? = nil) -> Int? {
    ChildProbe.output(of: argument, executable: executable).flatMap { Int($0) }
  }

  /// In the child: exercises the list app and prints the peak resident size in KiB.
  ///
  /// On Linux the peak is `VmHWM` from `/proc/self/status`: `getrusage`'s maximum survives
  /// `exec`, so it would count the parent's memory at the fork.
  @MainActor
  static func runProbe() {
    _ = exerciseListForMemoryProbe()
    #if canImport(Darwin)
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    print(usage.ru_maxrss / 1024)
    #else
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    print(line.split(separator: " ").dropFirst().first.map(String.init) ?? "")
    #endif
  }

  /// The current resident size in KiB (`VmRSS`), or 0 where it cannot be read.
  static func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  }
}
