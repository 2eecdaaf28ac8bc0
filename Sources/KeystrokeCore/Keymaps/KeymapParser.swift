/// Reads a keymap file: a JSON array (comments and trailing commas allowed) of entries such as
///
/// ```
/// [
///   { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
///   { "key": "cmd+n", "command": "-File/New Project" },   // remove a default
///   { "key": "alt+s", "command": "Save", "when": "sheet", "terminal": "legacy" }
/// ]
/// ```
///
/// Keys are written in the key-script spelling (``ShortcutParser``). Each problem becomes a
/// ``KeymapDiagnostic`` and the entry it concerns is left out, so the command keeps its
/// defaults; the other entries still apply, even after a syntax error (entries that ended
/// before it are kept). Whether the commands exist and the keys can be sent is checked later,
/// against the app, by ``Keymap``.
public enum KeymapParser {
  /// The properties an entry may have.
  public static let properties = ["key", "command", "when", "terminal"]

  /// Reads `text`.
  public static func parse(_ text: String) -> KeymapFile {
    let document = JSONCParser.parse(text)
    var file = KeymapFile()
    if let error = document.error {
      file.diagnostics.append(KeymapDiagnostic(error.message, at: error.position))
    }
    guard let value = document.value else { return file }
    guard case .array(let elements) = value.kind else {
      file.diagnostics.insert(
        KeymapDiagnostic(
          "a keymap is an array of entries like [{ \"key\": \"ctrl+k\", \"command\": \"…\" }], "
            + "not \(value.typeName)", at: value.position), at: 0)
      return file
    }
    if document.error == nil { file.arrayOffsets = value.offsets }
    file.entryOffsets = elements.map(\.offsets)
    var diagnostics: [KeymapDiagnostic] = []
    for element in elements {
      if var entry = entry(from: element, diagnostics: &diagnostics) {
        entry.offsets = element.offsets
        file.entries.append(entry)
      }
    }
    file.diagnostics.insert(contentsOf: diagnostics, at: 0)
    return file
  }

  private static func entry(from value: JSONCValue, diagnostics: inout [KeymapDiagnostic])
    -> KeymapEntry?
  {
    guard case .object(let members) = value.kind else {
      diagnostics.append(
        KeymapDiagnostic(
          "an entry is an object like { \"key\": \"ctrl+k\", \"command\": \"…\" }, "
            + "not \(value.typeName)", at: value.position))
      return nil
    }
    var strings: [String: (text: String, position: SourcePosition)] = [:]
    var isValid = true
    for member in members {
      guard properties.contains(member.name) else {
        let hint = closestProperty(to: member.name).map { " (did you mean \"\($0)\"?)" } ?? ""
        diagnostics.append(
          KeymapDiagnostic("unknown property \"\(member.name)\"\(hint)", at: member.namePosition))
        isValid = false
        continue
      }
      guard strings[member.name] == nil else {
        diagnostics.append(
          KeymapDiagnostic("\"\(member.name)\" given twice in one entry", at: member.namePosition))
        isValid = false
        continue
      }
      guard let text = member.value.string else {
        diagnostics.append(
          KeymapDiagnostic(
            "\"\(member.name)\" must be a string, not \(member.value.typeName)",
            at: member.value.position))
        isValid = false
        continue
      }
      strings[member.name] = (text, member.value.position)
    }
    guard let command = strings["command"] else {
      diagnostics.append(KeymapDiagnostic("entry has no \"command\"", at: value.position))
      return nil
    }
    let isRemoval = command.text.hasPrefix("-")
    let id = String(command.text.dropFirst(isRemoval ? 1 : 0))
    if id.allSatisfy(\.isWhitespace) {
      diagnostics.append(KeymapDiagnostic("\"command\" is empty", at: command.position))
      isValid = false
    }
    var keys: KeySequence?
    if let key = strings["key"] {
      do {
        keys = try ShortcutParser.sequence(from: key.text)
      } catch {
        // The string's first character is one past its opening quote.
        let message = error.description.replacingFirst(" at \(error.position)", with: "")
        diagnostics.append(
          KeymapDiagnostic(message, at: key.position.advanced(by: error.position)))
        isValid = false
      }
    } else if !isRemoval, isValid {
      diagnostics.append(KeymapDiagnostic("entry has no \"key\"", at: value.position))
      isValid = false
    }
    var context: KeymapContext?
    if let when = strings["when"] {
      context = KeymapContext(parsing: when.text)
      if context == nil {
        diagnostics.append(
          KeymapDiagnostic(
            "\"when\" names no context: use \(KeymapContext.choices), optionally after \"!\"",
            at: when.position))
        isValid = false
      }
    }
    var terminal: TerminalKeyProfile?
    if let given = strings["terminal"] {
      terminal = TerminalKeyProfile.allCases.first {
        $0.rawValue.lowercased() == given.text.lowercased()
      }
      if terminal == nil {
        let names = TerminalKeyProfile.allCases.map { "\"\($0.rawValue)\"" }
        diagnostics.append(
          KeymapDiagnostic(
            "unknown terminal \"\(given.text)\": use \(names.joined(separator: ", "))",
            at: given.position))
        isValid = false
      }
    }
    guard isValid else { return nil }
    return KeymapEntry(
      keys: keys, command: CommandID(id), isRemoval: isRemoval, context: context,
      terminal: terminal, position: value.position,
      keysPosition: strings["key"]?.position, commandPosition: command.position,
      contextPosition: strings["when"]?.position)
  }

  private static func closestProperty(to name: String) -> String? {
    guard name.count <= 40 else { return nil }
    return properties.first {
      EditDistance.between(Array(name.lowercased()), Array($0)) <= 2
    }
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, let range = firstRange(of: target) else { return self }
    var copy = self
    copy.replaceSubrange(range, with: replacement)
    return copy
  }
}
