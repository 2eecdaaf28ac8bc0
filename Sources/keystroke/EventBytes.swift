import KeystrokeTerminal

/// Finds the raw bytes of each decoded event, so that `keystroke keys` can show `78` for the
/// `x` of a read `78 79 7a` rather than the whole read on every line.
///
/// A private decoder is fed each read one byte at a time: the bytes since its last event are
/// the bytes of the event(s) that byte completed (the decoder reads any split of a sequence the
/// same way). When the loop's decoder resolves something on a timeout (a lone Escape), the
/// private one resolves what it holds too. If the two ever disagree (a timeout the private
/// decoder cannot see), ``bytes(for:)`` says so with `nil` instead of guessing.
struct EventBytes {
  private var decoder = InputDecoder()
  /// Bytes fed since the private decoder last produced an event.
  private var pending: [UInt8] = []
  /// Events the private decoder produced from the latest read, not yet delivered by the loop,
  /// with their bytes; an event that is one of several from the same bytes has none of its own.
  private var queue: [(event: TerminalEvent, bytes: [UInt8])] = []

  /// Records the bytes of one read. The loop delivers every event of a read before the next
  /// read, so what is still queued then was never delivered (negotiation replies) and goes.
  mutating func received(_ bytes: [UInt8]) {
    queue.removeAll(keepingCapacity: true)
    for byte in bytes {
      pending.append(byte)
      enqueue(decoder.feed([byte], now: .zero))
    }
  }

  /// The bytes `event` came from: empty when it came from the same bytes as the event before
  /// it, `nil` when they cannot be told.
  mutating func bytes(for event: TerminalEvent) -> [UInt8]? {
    if let bytes = take(event) { return bytes }
    // The loop resolved pending input on its deadline; resolve ours the same way.
    enqueue(decoder.finish())
    return take(event)
  }

  private mutating func enqueue(_ events: [TerminalEvent]) {
    guard let first = events.first else { return }
    queue.append((first, pending))
    for event in events.dropFirst() { queue.append((event, [])) }
    pending.removeAll()
  }

  /// Removes and returns the bytes of the first queued `event`, dropping the entries before it
  /// (events the loop consumed itself, such as negotiation replies).
  private mutating func take(_ event: TerminalEvent) -> [UInt8]? {
    guard let index = queue.firstIndex(where: { $0.event == event }) else { return nil }
    let bytes = queue[index].bytes
    queue.removeFirst(index + 1)
    return bytes
  }
}
