/// Changes a keymap file's text as the shortcuts editor does, keeping the rest of it as the
/// user wrote it: comments, other entries, entries with a `"when"` or `"terminal"`, layout.
///
/// Each change to one command first drops its unconditional entries (those without `"when"`
/// or `"terminal"`), then appends what is needed before the closing `]`; resetting every
/// command empties the array. A file with a syntax error is not edited.
public struct KeymapFileEditor: Hashable, Sendable {
  /// The file's text after the changes so far.
  public private(set) var text: String

  /// Starts from the file's text; an empty text (no file yet) becomes an empty array.
  public init(text: String) {
    self.text = text
  }

  /// Gives command `id` the keys `keys` in place of the ones it has.
  public mutating func bind(_ keys: KeySequence, to id: CommandID) throws(KeymapEditError) {
    try reset(id)
    try append(keys: keys, command: id.rawValue)
  }

  /// Leaves command `id` without keys: removes its `defaults` (if it has any).
  public mutating func removeKeys(of id: CommandID, defaults: KeySequence?)
    throws(KeymapEditError)
  {
    try reset(id)
    if let defaults { try append(keys: defaults, command: "-" + id.rawValue) }
  }

  /// Gives command `id` back its default keys: drops its unconditional entries.
  public mutating func reset(_ id: CommandID) throws(KeymapEditError) {
    let file = try parsed()
    let ranges = file.entries.filter {
      $0.command == id && $0.context == nil && $0.terminal == nil
    }.map(\.offsets)
    remove(ranges)
  }

  /// Gives every command back its default keys, in every context and on every terminal:
  /// empties the array, with the comments inside it (they described its entries). What is
  /// outside the array, such as a comment at the top of the file, stays.
  public mutating func resetAll() throws(KeymapEditError) {
    let file = try parsed()
    guard let array = file.arrayOffsets else { return }
    var scalars = Array(text.unicodeScalars)
    scalars.replaceSubrange(array, with: "[\n]".unicodeScalars)
    text = String(String.UnicodeScalarView(scalars))
  }

  private func parsed() throws(KeymapEditError) -> KeymapFile {
    let document = JSONCParser.parse(text)
    if document.value == nil, document.error == nil { return KeymapFile() }
    let file = KeymapParser.parse(text)
    guard file.arrayOffsets != nil else {
      // The syntax error is what stops the edit, wherever it is: problems of entries before
      // it come first in the file's list, sorted by position, but leave the file writable.
      let blocking =
        document.error.map { KeymapDiagnostic($0.message, at: $0.position) }
        ?? file.diagnostics.first
      let others = file.diagnostics.count - (blocking == nil ? 0 : 1)
      throw .malformed(blocking, otherProblems: max(0, others))
    }
    return file
  }

  private mutating func remove(_ ranges: [Range<Int>]) {
    var scalars = Array(text.unicodeScalars)
    for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      var start = range.lowerBound
      var end = range.upperBound
      var after = end
      while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
      if after < scalars.count, scalars[after] == "," { end = after + 1 }
      var lineStart = start
      while lineStart > 0, scalars[lineStart - 1] == " " || scalars[lineStart - 1] == "\t" {
        lineStart -= 1
      }
      var lineEnd = end
      while lineEnd < scalars.count, scalars[lineEnd] == " " || scalars[lineEnd] == "\t" {
        lineEnd += 1
      }
      if lineStart == 0 || scalars[lineStart - 1] == "\n",
        lineEnd == scalars.count || scalars[lineEnd] == "\n"
      {
        start = lineStart
        end = min(lineEnd + 1, scalars.count)
      }
      scalars.removeSubrange(start..<end)
    }
    text = String(String.UnicodeScalarView(scalars))
  }

  private mutating func append(keys: KeySequence, command: String) throws(KeymapEditError) {
    let document = JSONCParser.parse(text)
    if document.value == nil, document.error == nil {
      text += (text.isEmpty ? "" : "\n") + "[\n]\n"
    }
    let file = try parsed()
    guard let array = file.arrayOffsets else { return }
    var scalars = Array(text.unicodeScalars)
    let entry = "{ \"key\": \(Self.quoted(keys.traceText)), \"command\": \(Self.quoted(command)) },"
    var closing = array.upperBound - 1
    if let last = file.entryOffsets.last {
      var after = last.upperBound
      while after < closing, scalars[after].properties.isWhitespace { after += 1 }
      if scalars[after] != "," {
        scalars.insert(",", at: last.upperBound)
        closing += 1
      }
    }
    var lineStart = closing
    while lineStart > 0, scalars[lineStart - 1] == " " || scalars[lineStart - 1] == "\t" {
      lineStart -= 1
    }
    let insertion: String
    let at: Int
    if lineStart > 0, scalars[lineStart - 1] == "\n" {
      insertion = "  " + entry + "\n"
      at = lineStart
    } else {
      insertion = "\n  " + entry + "\n"
      at = closing
    }
    scalars.insert(contentsOf: insertion.unicodeScalars, at: at)
    text = String(String.UnicodeScalarView(scalars))
  }

  /// `value` as a JSON string.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
