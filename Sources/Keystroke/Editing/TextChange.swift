/// One change to a text, as UTF-8 bytes: at byte offset `start`, `removed` was replaced by
/// `inserted`.
///
/// Undo keeps these rather than copies of the whole text, so an undo step costs the size of
/// the edit, not of the document.
struct TextChange: Equatable {
  /// Where the change begins, in UTF-8 bytes from the start of the text.
  var start: Int
  /// The bytes the change took out.
  var removed: [UInt8]
  /// The bytes the change put in their place.
  var inserted: [UInt8]

  init(start: Int, removed: [UInt8], inserted: [UInt8]) {
    self.start = start
    self.removed = removed
    self.inserted = inserted
  }

  /// The change that turns `old` into `new`: the bytes between their common prefix and their
  /// common suffix; `nil` when they are equal.
  init?(from old: String, to new: String) {
    var old = old
    var new = new
    let (start, removed, inserted) = old.withUTF8 { a in
      new.withUTF8 { b in
        let limit = min(a.count, b.count)
        let words = UnsafeRawBufferPointer(a)
        let otherWords = UnsafeRawBufferPointer(b)
        // Thirty-two bytes at a time while they agree (four words, their differences
        // gathered and tested once), then eight, then byte by byte.
        var prefix = 0
        while prefix + 32 <= limit,
          Self.sameBlock(words, at: prefix, otherWords, at: prefix)
        {
          prefix += 32
        }
        while prefix + 8 <= limit,
          words.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
            == otherWords.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
        {
          prefix += 8
        }
        while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix + 32 <= limit - prefix,
          Self.sameBlock(words, at: a.count - suffix - 32, otherWords, at: b.count - suffix - 32)
        {
          suffix += 32
        }
        while suffix + 8 <= limit - prefix,
          words.loadUnaligned(fromByteOffset: a.count - suffix - 8, as: UInt64.self)
            == otherWords.loadUnaligned(fromByteOffset: b.count - suffix - 8, as: UInt64.self)
        {
          suffix += 8
        }
        while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
          suffix += 1
        }
        return (
          prefix, Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)])
        )
      }
    }
    guard !removed.isEmpty || !inserted.isEmpty else { return nil }
    self.init(start: start, removed: removed, inserted: inserted)
  }

  /// Whether the 32 bytes of `a` at `offset` equal the 32 bytes of `b` at `otherOffset`.
  @inline(__always)
  private static func sameBlock(
    _ a: UnsafeRawBufferPointer, at offset: Int, _ b: UnsafeRawBufferPointer, at otherOffset: Int
  ) -> Bool {
    var difference: UInt64 = 0
    for word in stride(from: 0, to: 32, by: 8) {
      difference |=
        a.loadUnaligned(fromByteOffset: offset + word, as: UInt64.self)
        ^ b.loadUnaligned(fromByteOffset: otherOffset + word, as: UInt64.self)
    }
    return difference == 0
  }

  /// The change that undoes this one.
  var inverse: TextChange { TextChange(start: start, removed: inserted, inserted: removed) }

  /// `text` with this change made, or `nil` when `text` does not hold the removed bytes where
  /// the change expects them (the text was replaced since).
  func applied(to text: String) -> String? {
    var bytes = Array(text.utf8)
    let end = start + removed.count
    guard start >= 0, end <= bytes.count, bytes[start..<end].elementsEqual(removed) else {
      return nil
    }
    bytes.replaceSubrange(start..<end, with: inserted)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// This change followed by `next`, which was made to `text`, the text this change produced:
  /// one change from the text before this one to the text after `next`.
  func followed(by next: TextChange, in text: String) -> TextChange {
    var text = text
    return text.withUTF8 { bytes in
      let end = start + inserted.count
      let nextEnd = next.start + next.removed.count
      let low = min(start, next.start)
      let high = min(bytes.count, max(end, nextEnd))
      let removed =
        Array(bytes[low..<start]) + self.removed + Array(bytes[min(end, high)..<high])
      let inserted =
        Array(bytes[low..<next.start]) + next.inserted + Array(bytes[min(nextEnd, high)..<high])
      return TextChange(start: low, removed: removed, inserted: inserted)
    }
  }
}
