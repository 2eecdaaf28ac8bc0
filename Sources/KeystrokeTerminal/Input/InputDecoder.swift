import KeystrokeCore

/// Turns the bytes a terminal sends into ``TerminalEvent``s.
///
/// The decoder is a pure state machine: it reads no clock and does no I/O. Each call passes the
/// bytes that arrived and `now`, a ``Duration`` since any fixed origin. How the bytes are split
/// into calls never changes the result; only time does. An `ESC` (or any unfinished sequence)
/// still pending ``InputDecoderConfiguration/escapeTimeout`` after the last byte is resolved
/// when the next call comes, or by ``flush(now:)`` when the caller's timer for ``deadline``
/// fires: a lone `ESC` is the Escape key, `ESC [` is Alt+[, a longer fragment is
/// ``TerminalEvent/unknown(_:)``.
///
/// ```swift
/// var decoder = InputDecoder(configuration: .from(environment: environment))
/// let events = decoder.feed(bytes, now: clock.now - start)
/// if let deadline = decoder.deadline { /* wake up then and call flush(now:) */ }
/// ```
public struct InputDecoder: Sendable {
  /// The decoder's settings; they may change between calls (for example a longer Escape
  /// timeout once the terminal has confirmed the kitty keyboard protocol).
  public var configuration: InputDecoderConfiguration {
    didSet { asciiEvents = Self.asciiTable(configuration.backspaceByte) }
  }

  /// How many cursor position reports the caller has asked for and not yet received.
  public private(set) var expectedCursorReports = 0

  private enum Mode {
    case ground
    case utf8
    case escape
    case escapeEscape
    case stringCandidate
    case controlSequence
    case singleShift
    case controlString
    case stringEscape
    case x10Mouse
    case skipSequence
    case skipString
    case skipStringEscape
    case paste
  }

  private var mode = Mode.ground
  /// The bytes of the pending sequence, from its first `ESC` (or UTF-8 lead byte).
  private var buffer: [UInt8] = []
  /// 1 when the pending sequence is prefixed by an extra `ESC` (Alt), else 0.
  private var sequenceStart = 0
  private var stringIntroducer = TerminalSequence.Introducer.dcs
  private var utf8Remaining = 0
  private var utf8Lower: UInt8 = 0x80
  private var utf8Upper: UInt8 = 0xBF
  private var utf8Value: UInt32 = 0
  private var pasteBytes: [UInt8] = []
  private var pasteMatched = 0
  private var lastInput = Duration.zero
  private var parameters = ParameterList()
  private var asciiEvents: [TerminalEvent]
  /// Recently decoded non-ASCII characters by the low byte of their scalar value: text in one
  /// language repeats a small alphabet, and building a key event for a character is costly.
  private var recentScalars = [UInt32](repeating: 0, count: 256)
  private var recentEvents = [TerminalEvent](repeating: .focusIn, count: 256)

  /// Creates a decoder in its initial state.
  public init(configuration: InputDecoderConfiguration = .local) {
    self.configuration = configuration
    asciiEvents = Self.asciiTable(configuration.backspaceByte)
    buffer.reserveCapacity(64)
  }

  /// When the pending input must be resolved, or `nil` when nothing is pending (or a paste
  /// without a timeout is in progress). Call ``flush(now:)`` at that time if no bytes came.
  public var deadline: Duration? {
    switch mode {
    case .ground: return nil
    case .paste: return configuration.pasteTimeout.map { lastInput + $0 }
    default: return lastInput + configuration.escapeTimeout
    }
  }

  /// Whether no input is pending.
  public var isIdle: Bool { mode == .ground }

  /// The number of bytes held for an unfinished sequence or paste.
  public var pendingByteCount: Int { buffer.count + pasteBytes.count + pasteMatched }

  /// Records that the caller has sent a cursor position request (`CSI 6 n`), so that the next
  /// `CSI 1 ; m R` is read as the report rather than a modified F3.
  public mutating func expectCursorPositionReport() {
    expectedCursorReports += 1
  }

  /// Decodes bytes that arrived at `now`, returning the events they complete.
  public mutating func feed(_ bytes: [UInt8], now: Duration) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    bytes.withUnsafeBufferPointer { feed($0, now: now, into: &events) }
    return events
  }

  /// Decodes bytes that arrived at `now`, appending the events they complete to `events`.
  ///
  /// Pending input whose ``deadline`` has passed is resolved first.
  public mutating func feed(
    _ bytes: UnsafeBufferPointer<UInt8>, now: Duration, into events: inout [TerminalEvent]
  ) {
    if let deadline, now >= deadline { resolvePending(into: &events) }
    guard !bytes.isEmpty else { return }
    lastInput = now
    let table = asciiEvents
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch mode {
      case .ground where byte < 0x80 && byte != 0x1B:
        events.append(table[Int(byte)])
        index += 1
      case .ground where byte == 0x1B:
        if let end = completeControlSequence(in: bytes, from: index) {
          let sequence = UnsafeBufferPointer(rebasing: bytes[index...end])
          let meaning = SequenceInterpreter.controlSequence(
            sequence, start: 0, parameters: &parameters,
            expectingCursorReport: expectedCursorReports > 0)
          apply(meaning, sequence: sequence, alt: false, into: &events)
          index = end + 1
        } else {
          process(byte, into: &events)
          index += 1
        }
      case .paste:
        index = consumePaste(bytes, from: index, into: &events)
      default:
        process(byte, into: &events)
        index += 1
      }
    }
  }

  /// Resolves pending input if its ``deadline`` has passed at `now`; returns the events.
  public mutating func flush(now: Duration) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    if let deadline, now >= deadline { resolvePending(into: &events) }
    return events
  }

  /// Resolves all pending input at once, as if its deadline had passed (end of input).
  public mutating func finish() -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    resolvePending(into: &events)
    return events
  }

  // MARK: - The state machine

  private mutating func process(_ byte: UInt8, into events: inout [TerminalEvent]) {
    while !step(byte, into: &events) {}
  }

  /// Handles one byte in the current mode; returns false when the byte must be handled again
  /// in the mode the step switched to.
  private mutating func step(_ byte: UInt8, into events: inout [TerminalEvent]) -> Bool {
    switch mode {
    case .ground:
      if byte == 0x1B {
        buffer.append(byte)
        mode = .escape
      } else if byte < 0x80 {
        events.append(asciiEvents[Int(byte)])
      } else if !beginUTF8(byte) {
        events.append(.unknown([byte]))
      }
    case .utf8:
      guard byte >= utf8Lower, byte <= utf8Upper else {
        events.append(.unknown(buffer))
        reset()
        return false
      }
      buffer.append(byte)
      utf8Value = utf8Value << 6 | UInt32(byte & 0x3F)
      utf8Lower = 0x80
      utf8Upper = 0xBF
      utf8Remaining -= 1
      if utf8Remaining == 0 { finishUTF8(into: &events) }
    case .escape:
      escapeStep(byte, into: &events)
    case .escapeEscape:
      guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else {
        events.append(.key(TerminalKeyEvent(Shortcut(.escape))))
        buffer.removeFirst()
        mode = .escape
        return false
      }
      sequenceStart = 1
      buffer.append(byte)
      mode = byte == UInt8(ascii: "[") ? .controlSequence : .singleShift
    case .stringCandidate:
      return stringCandidateStep(byte, into: &events)
    case .controlSequence:
      return controlSequenceStep(byte, into: &events)
    case .singleShift:
      return singleShiftStep(byte, into: &events)
    case .controlString:
      if byte == 0x07 {
        buffer.append(byte)
        events.append(
          SequenceInterpreter.controlString(buffer, start: 0, introducer: stringIntroducer))
        reset()
      } else if byte == 0x1B {
        mode = .stringEscape
      } else if buffer.count >= configuration.maximumStringLength {
        events.append(.unknown(buffer))
        reset()
        mode = .skipString
      } else {
        buffer.append(byte)
      }
    case .stringEscape:
      guard byte == UInt8(ascii: "\\") else {
        events.append(.unknown(buffer))
        reset()
        buffer.append(0x1B)
        mode = .escape
        return false
      }
      buffer.append(0x1B)
      buffer.append(byte)
      events.append(
        SequenceInterpreter.controlString(buffer, start: 0, introducer: stringIntroducer))
      reset()
    case .x10Mouse:
      buffer.append(byte)
      if buffer.count == sequenceStart + 6 { finishBuffered(.x10Mouse, into: &events) }
    case .skipSequence:
      if byte >= 0x20, byte <= 0x3F { return true }
      mode = .ground
      return byte >= 0x40 && byte <= 0x7E
    case .skipString:
      if byte == 0x07 { mode = .ground } else if byte == 0x1B { mode = .skipStringEscape }
    case .skipStringEscape:
      guard byte == UInt8(ascii: "\\") else {
        buffer.append(0x1B)
        mode = .escape
        return false
      }
      mode = .ground
    case .paste:
      pasteByte(byte, into: &events)
    }
    return true
  }

  private mutating func escapeStep(_ byte: UInt8, into events: inout [TerminalEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      buffer.append(byte)
      mode = .controlSequence
    case UInt8(ascii: "O"):
      buffer.append(byte)
      mode = .singleShift
    case UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "_"):
      buffer.append(byte)
      mode = .stringCandidate
    case 0x1B:
      buffer.append(byte)
      mode = .escapeEscape
    case 0..<0x80:
      events.append(Self.withOption(asciiEvents[Int(byte)]))
      reset()
    default:
      if !beginUTF8(byte) {
        events.append(.unknown([0x1B, byte]))
        reset()
      }
    }
  }

  private mutating func stringCandidateStep(_ byte: UInt8, into events: inout [TerminalEvent])
    -> Bool
  {
    let accepted: Bool
    switch buffer[1] {
    case UInt8(ascii: "P"):
      accepted = (0x30...0x3F).contains(byte)
      stringIntroducer = .dcs
    case UInt8(ascii: "]"):
      accepted = (0x30...0x39).contains(byte)
      stringIntroducer = .osc
    default:
      accepted = byte == UInt8(ascii: "G")
      stringIntroducer = .apc
    }
    guard accepted else {
      resolvePending(into: &events)
      return false
    }
    buffer.append(byte)
    mode = .controlString
    return true
  }

  private mutating func controlSequenceStep(_ byte: UInt8, into events: inout [TerminalEvent])
    -> Bool
  {
    switch byte {
    case 0x20...0x3F:
      guard buffer.count < configuration.maximumSequenceLength else {
        events.append(.unknown(buffer))
        reset()
        mode = .skipSequence
        return true
      }
      buffer.append(byte)
    case 0x40...0x7E:
      buffer.append(byte)
      if byte == UInt8(ascii: "M"), buffer.count == sequenceStart + 3 {
        mode = .x10Mouse
        return true
      }
      finishBuffered(.controlSequence, into: &events)
    default:
      resolvePending(into: &events)
      return false
    }
    return true
  }

  private mutating func singleShiftStep(_ byte: UInt8, into events: inout [TerminalEvent])
    -> Bool
  {
    switch byte {
    case 0x30...0x3B:
      guard buffer.count < configuration.maximumSequenceLength else {
        events.append(.unknown(buffer))
        reset()
        mode = .skipSequence
        return true
      }
      buffer.append(byte)
    case 0x20, 0x40...0x7E:
      buffer.append(byte)
      finishBuffered(.singleShift, into: &events)
    default:
      resolvePending(into: &events)
      return false
    }
    return true
  }

  /// Where a complete control sequence ends in `bytes` when it starts at `start` with
  /// `ESC [` and is whole there, so that it can be read in place.
  private func completeControlSequence(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    let limit = min(bytes.count, start + configuration.maximumSequenceLength)
    guard start + 2 < limit, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
    var index = start + 2
    while index < limit, bytes[index] >= 0x20, bytes[index] <= 0x3F { index += 1 }
    guard index < limit, bytes[index] >= 0x40, bytes[index] <= 0x7E else { return nil }
    if bytes[index] == UInt8(ascii: "M"), index == start + 2 { return nil }
    return index
  }

  /// Which reader a buffered sequence needs.
  private enum SequenceKind {
    case controlSequence
    case singleShift
    case x10Mouse
  }

  /// Reads the complete sequence held in `buffer` and delivers what it means.
  private mutating func finishBuffered(_ kind: SequenceKind, into events: inout [TerminalEvent]) {
    var sequence: [UInt8] = []
    swap(&sequence, &buffer)
    let start = sequenceStart
    sequence.withUnsafeBufferPointer { bytes in
      let meaning: SequenceInterpreter.Interpretation
      switch kind {
      case .controlSequence:
        meaning = SequenceInterpreter.controlSequence(
          bytes, start: start, parameters: &parameters,
          expectingCursorReport: expectedCursorReports > 0)
      case .singleShift:
        meaning = SequenceInterpreter.singleShift(bytes, start: start, parameters: &parameters)
      case .x10Mouse:
        meaning = SequenceInterpreter.x10Mouse(bytes)
      }
      apply(meaning, sequence: bytes, alt: start == 1, into: &events)
    }
    sequence.removeAll(keepingCapacity: true)
    swap(&sequence, &buffer)
  }

  /// Delivers what a complete sequence means and leaves the pending state; an extra leading
  /// `ESC` (`alt`) adds Option to keys.
  private mutating func apply(
    _ meaning: SequenceInterpreter.Interpretation, sequence: UnsafeBufferPointer<UInt8>,
    alt: Bool, into events: inout [TerminalEvent]
  ) {
    mode = .ground
    sequenceStart = 0
    switch meaning {
    case .key(let key):
      events.append(alt ? Self.withOption(.key(key)) : .key(key))
    case .keys(let keys):
      for key in keys { events.append(alt ? Self.withOption(.key(key)) : .key(key)) }
    case .event(let event):
      if alt { events.append(.key(TerminalKeyEvent(Shortcut(.escape)))) }
      events.append(event)
    case .cursorReport(let row, let column):
      expectedCursorReports = max(0, expectedCursorReports - 1)
      if alt { events.append(.key(TerminalKeyEvent(Shortcut(.escape)))) }
      events.append(.reply(.cursorPosition(row: row, column: column)))
    case .beginPaste:
      if alt { events.append(.key(TerminalKeyEvent(Shortcut(.escape)))) }
      if !pasteBytes.isEmpty { pasteBytes.removeAll(keepingCapacity: true) }
      pasteMatched = 0
      mode = .paste
    case .unknown:
      events.append(.unknown(Array(sequence)))
    }
  }

  /// Resolves whatever is pending as if no more bytes of it will come.
  private mutating func resolvePending(into events: inout [TerminalEvent]) {
    switch mode {
    case .ground, .skipSequence, .skipString, .skipStringEscape:
      break
    case .escape:
      events.append(.key(TerminalKeyEvent(Shortcut(.escape))))
    case .escapeEscape:
      events.append(.key(TerminalKeyEvent(Shortcut(.escape, modifiers: .option))))
    case .stringCandidate, .controlSequence, .singleShift:
      if buffer.count == sequenceStart + 2, let introducer = buffer.last {
        if sequenceStart == 1 { events.append(.key(TerminalKeyEvent(Shortcut(.escape)))) }
        events.append(Self.withOption(asciiEvents[Int(introducer)]))
      } else {
        events.append(.unknown(buffer))
      }
    case .stringEscape:
      buffer.append(0x1B)
      events.append(.unknown(buffer))
    case .utf8, .controlString, .x10Mouse:
      events.append(.unknown(buffer))
    case .paste:
      appendTerminatorPrefix()
      events.append(.paste(Self.pasteText(pasteBytes[...])))
      pasteBytes.removeAll(keepingCapacity: true)
    }
    reset()
  }

  private mutating func reset() {
    mode = .ground
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    sequenceStart = 0
  }

  // MARK: - UTF-8

  private mutating func beginUTF8(_ lead: UInt8) -> Bool {
    switch lead {
    case 0xC2...0xDF: (utf8Remaining, utf8Lower, utf8Upper) = (1, 0x80, 0xBF)
    case 0xE0: (utf8Remaining, utf8Lower, utf8Upper) = (2, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE, 0xEF: (utf8Remaining, utf8Lower, utf8Upper) = (2, 0x80, 0xBF)
    case 0xED: (utf8Remaining, utf8Lower, utf8Upper) = (2, 0x80, 0x9F)
    case 0xF0: (utf8Remaining, utf8Lower, utf8Upper) = (3, 0x90, 0xBF)
    case 0xF1...0xF3: (utf8Remaining, utf8Lower, utf8Upper) = (3, 0x80, 0xBF)
    case 0xF4: (utf8Remaining, utf8Lower, utf8Upper) = (3, 0x80, 0x8F)
    default: return false
    }
    utf8Value = UInt32(lead) & (0x7F >> UInt32(utf8Remaining + 1))
    buffer.append(lead)
    mode = .utf8
    return true
  }

  private mutating func finishUTF8(into events: inout [TerminalEvent]) {
    let alt = buffer.first == 0x1B
    let slot = Int(utf8Value & 0xFF)
    if !alt, recentScalars[slot] == utf8Value {
      events.append(recentEvents[slot])
      reset()
      return
    }
    if let scalar = Unicode.Scalar(utf8Value), !(0x80..<0xA0).contains(utf8Value) {
      let character = Character(scalar)
      let shortcut = Shortcut(character, modifiers: alt ? .option : [])
      let event = TerminalEvent.key(TerminalKeyEvent(shortcut, text: alt ? nil : String(character)))
      if !alt {
        recentScalars[slot] = utf8Value
        recentEvents[slot] = event
      }
      events.append(event)
    } else {
      events.append(.unknown(buffer))
    }
    reset()
  }

  // MARK: - Bracketed paste

  /// The end marker of a paste, `ESC [ 2 0 1 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private mutating func consumePaste(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [TerminalEvent]
  ) -> Int {
    guard pasteMatched == 0 else {
      pasteByte(bytes[start], into: &events)
      return start + 1
    }
    let end = ByteScan.firstIndex(of: 0x1B, or: 0x1B, in: bytes, from: start) ?? bytes.count
    guard end > start else {
      pasteMatched = 1
      return start + 1
    }
    pasteBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    limitPaste(into: &events)
    return end
  }

  private mutating func pasteByte(_ byte: UInt8, into events: inout [TerminalEvent]) {
    if byte == Self.pasteEnd[pasteMatched] {
      pasteMatched += 1
      if pasteMatched == Self.pasteEnd.count {
        events.append(.paste(Self.pasteText(pasteBytes[...])))
        pasteBytes.removeAll(keepingCapacity: true)
        pasteMatched = 0
        reset()
      }
      return
    }
    appendTerminatorPrefix()
    if byte == 0x1B { pasteMatched = 1 } else { pasteBytes.append(byte) }
    limitPaste(into: &events)
  }

  private mutating func appendTerminatorPrefix() {
    pasteBytes.append(contentsOf: Self.pasteEnd[0..<pasteMatched])
    pasteMatched = 0
  }

  /// Delivers the paste so far when it reaches the size limit, cutting at a character boundary.
  private mutating func limitPaste(into events: inout [TerminalEvent]) {
    guard pasteBytes.count >= configuration.maximumPasteLength else { return }
    var cut = pasteBytes.count
    var steps = 0
    while steps < 3, cut > 1, pasteBytes[cut - 1] & 0xC0 == 0x80 {
      cut -= 1
      steps += 1
    }
    if cut > 0, pasteBytes[cut - 1] >= 0xC0 { cut -= 1 }
    if cut == 0 { cut = pasteBytes.count }
    events.append(.paste(Self.pasteText(pasteBytes[..<cut])))
    pasteBytes.removeFirst(cut)
  }

  /// The text of a paste: UTF-8 with NUL and ESC removed, so that pasted bytes can never act
  /// as terminal controls when the text is drawn.
  private static func pasteText(_ bytes: ArraySlice<UInt8>) -> String {
    let control = bytes.withUnsafeBufferPointer { ByteScan.firstIndex(of: 0, or: 0x1B, in: $0) }
    guard control != nil else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(decoding: bytes.filter { $0 != 0 && $0 != 0x1B }, as: UTF8.self)
  }

  // MARK: - Tables

  private static func asciiTable(_ backspaceByte: InputDecoderConfiguration.BackspaceByte)
    -> [TerminalEvent]
  {
    (0..<0x80).map { KeyTables.legacyEvent(UInt8($0), backspaceByte: backspaceByte) }
  }

  /// The event with Option added to its key and no text (what an `ESC` prefix means).
  private static func withOption(_ event: TerminalEvent) -> TerminalEvent {
    guard case .key(var key) = event else { return event }
    key.shortcut = Shortcut(key.shortcut.key, modifiers: key.shortcut.modifiers.union(.option))
    key.text = nil
    return .key(key)
  }
}
