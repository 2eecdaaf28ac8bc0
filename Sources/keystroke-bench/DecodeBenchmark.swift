import KeystrokeTerminal

/// Decoding speed: 1 MB of mixed terminal input (text, legacy and kitty keys, mouse reports,
/// bracketed pastes) fed to ``InputDecoder`` in 4 KB reads, as a terminal delivers it.
enum DecodeBenchmark {
  /// The benchmark case, registered in `allBenchmarks`.
  static let benchmark = BenchmarkCase(name: "decode") { quick in
    let input = mixedInput(bytes: 1 << 20)
    var eventCount = 0
    let nanoseconds = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 15, batch: 1) {
      eventCount = decode(input)
    }
    blackHole(eventCount)
    return [
      Figure(name: "decode.1MB", value: nanoseconds / 1e6, unit: "ms", budget: 20),
      Figure(name: "decode.events", value: Double(eventCount), unit: "events", budget: nil),
    ]
  }

  /// Decodes `input` in 4 KB reads and returns how many events it produced.
  private static func decode(_ input: [UInt8]) -> Int {
    var decoder = InputDecoder()
    var events: [TerminalEvent] = []
    events.reserveCapacity(4096)
    var count = 0
    input.withUnsafeBufferPointer { buffer in
      var start = 0
      while start < buffer.count {
        let end = min(buffer.count, start + 4096)
        events.removeAll(keepingCapacity: true)
        decoder.feed(UnsafeBufferPointer(rebasing: buffer[start..<end]), now: .zero, into: &events)
        count += events.count
        start = end
      }
    }
    return count + decoder.finish().count
  }

  /// About `bytes` bytes of a realistic mix, repeated from one block.
  private static func mixedInput(bytes: Int) -> [UInt8] {
    let escape = "\u{1B}"
    let paste = String(repeating: "let total = items.reduce(0, +) // ünïcödé\n", count: 5)
    let block =
      "The quick brown fox jumps over the lazy dog; grüße, 世界! "
      + escape + "[A" + escape + "[B" + escape + "[1;5C" + escape + "[15~" + escape + "OP"
      + escape + "[3;2~" + "\u{01}\u{13}\r\t\u{7F}" + escape + "x"
      + escape + "[107;9u" + escape + "[97;1:3u" + escape + "[13;5u" + escape + "[97;2;65u"
      + escape + "[<0;10;5M" + escape + "[<32;11;5M" + escape + "[<0;11;5m" + escape + "[<65;3;3M"
      + escape + "[200~" + paste + escape + "[201~"
    let unit = Array(block.utf8)
    var input: [UInt8] = []
    input.reserveCapacity(bytes + unit.count)
    while input.count < bytes { input += unit }
    return Array(input.prefix(bytes))
  }
}
