import KeystrokeCore
import KeystrokeTerminal

/// libFuzzer's entry point: checks the input decoder's properties on one input.
///
/// Build and run it with `Scripts/fuzz.sh decoder`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  InputDecoderFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The properties of ``InputDecoder`` that must hold for any bytes.
///
/// The first byte of an input chooses the settings and how the rest is split into reads:
/// - decoding never traps and ends idle after `finish()`;
/// - the bytes held for an unfinished sequence stay within the configured limits;
/// - decoding in chunks at one instant gives the same events as decoding the whole input
///   (with the default paste limit: where a longer paste is cut depends on the reads);
/// - no key event types a control character (C0, DEL or C1), and no paste holds ESC or NUL.
enum InputDecoderFuzzTarget {
  static func check(_ bytes: [UInt8]) {
    guard let control = bytes.first else { return }
    let input = Array(bytes.dropFirst())
    let configuration = InputDecoderConfiguration(
      maximumSequenceLength: control & 1 == 0 ? 256 : 16,
      maximumStringLength: control & 1 == 0 ? 4096 : 16,
      backspaceByte: control & 2 == 0 ? .controlH : .controlBackspace)
    let bound =
      max(configuration.maximumSequenceLength, configuration.maximumStringLength)
      + configuration.maximumPasteLength + 8

    var whole = InputDecoder(configuration: configuration)
    var expected = whole.feed(input, now: .zero)
    require(whole.pendingByteCount <= bound, "pending \(whole.pendingByteCount) > \(bound)")
    expected += whole.finish()
    require(whole.isIdle && whole.pendingByteCount == 0, "not idle after finish()")

    var split = InputDecoder(configuration: configuration)
    var events: [TerminalEvent] = []
    var state = UInt64(control) &+ 0x9E37_79B9_7F4A_7C15
    var start = 0
    while start < input.count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 61) + 1
      let end = min(input.count, start + length)
      events += split.feed(Array(input[start..<end]), now: .zero)
      require(split.pendingByteCount <= bound, "pending \(split.pendingByteCount) > \(bound)")
      start = end
    }
    events += split.finish()
    require(events == expected, "split decoding differs:\n\(events)\nwhole:\n\(expected)")
    checkText(of: expected)
    if control & 4 != 0 { checkShortPastes(input, configuration: configuration) }
  }

  /// With a tiny paste limit, pastes arrive in pieces (cut where the reads allow, so the
  /// pieces are not compared with whole decoding) and memory stays bounded.
  private static func checkShortPastes(_ input: [UInt8], configuration: InputDecoderConfiguration) {
    var small = configuration
    small.maximumPasteLength = 16
    let bound = max(small.maximumSequenceLength, small.maximumStringLength) + 16 + 8
    var decoder = InputDecoder(configuration: small)
    var events: [TerminalEvent] = []
    for byte in input {
      events += decoder.feed([byte], now: .zero)
      require(decoder.pendingByteCount <= bound, "pending \(decoder.pendingByteCount) > \(bound)")
    }
    events += decoder.finish()
    checkText(of: events)
  }

  /// No key types a control character, and no paste holds ESC or NUL.
  private static func checkText(of events: [TerminalEvent]) {
    for event in events {
      switch event {
      case .key(let key):
        if let text = key.text {
          require(!text.unicodeScalars.contains(where: isControl), "key types \(key)")
        }
      case .paste(let text):
        require(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\0" }, "paste \(text)")
      default:
        break
      }
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("InputDecoder property failed: \(message())") }
  }
}
