/// Reads shortcuts and chords from the text people write.
///
/// Accepted forms, freely mixed within one step:
/// - glyphs: `⌘⇧U`, `⌃⌥⇧⌘K`, `⌘1`, `⇧⇥`, `⌘↩`, `⌘Space`, `⌘+K`;
/// - words joined by `+`, case-insensitive: `cmd+shift+u`, `Ctrl+S`, `alt+2`, `shift+tab`, `f5`.
///   Modifiers: `cmd`/`command`/`super`, `ctrl`/`control`, `alt`/`opt`/`option`/`meta`, `shift`.
///   Named keys: `enter`/`return`, `esc`/`escape`, `tab`, `space`, `backspace`, `delete`
///   (forward delete), `up`, `down`, `left`, `right`, `home`, `end`, `pageup`, `pagedown`,
///   `insert`, `clear`, `f1`…`f35`, `plus` and `minus`; key glyphs ⎋ ↩ ⇥ ⌫ ⌦ ↑ ↓ ← → ↖ ↘ ⇞ ⇟ ⌧.
/// - `+` is a key too: `cmd++`, `cmd+plus`, `⌘+`.
///
/// Letter case: a capital letter written with no modifier means Shift (`G` is Shift+G, as in
/// vim); once a modifier is written, case is ignored, so `Ctrl+S` and `⌘U` need no Shift.
/// Steps of a chord are separated by whitespace: `ctrl+k ctrl+s`.
///
/// ```swift
/// let save = try ShortcutParser.shortcut(from: "cmd+s")      // ⌘S
/// let chord = try ShortcutParser.sequence(from: "⌃K ⌃S")     // two steps
/// ```
public enum ShortcutParser {
  /// Parses one shortcut; surrounding whitespace is ignored.
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad part and its position, including when the
  ///   text holds more than one step.
  public static func shortcut(from text: String) throws(ShortcutParseError) -> Shortcut {
    let steps = try parse(Array(text))
    guard steps.count == 1 else {
      throw ShortcutParseError(.unexpectedSequence, at: steps[1].position)
    }
    return steps[0].shortcut
  }

  /// Parses a chord: one or more whitespace-separated steps.
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad part and its position.
  public static func sequence(from text: String) throws(ShortcutParseError) -> KeySequence {
    let steps = try parse(Array(text)).map(\.shortcut)
    // `parse` never returns an empty list.
    return KeySequence(steps) ?? KeySequence(steps[0])
  }

  private static func parse(
    _ characters: [Character]
  ) throws(ShortcutParseError) -> [(shortcut: Shortcut, position: Int)] {
    var steps: [(shortcut: Shortcut, position: Int)] = []
    var index = 0
    while index < characters.count {
      if characters[index].isWhitespace {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, !characters[end].isWhitespace { end += 1 }
      steps.append((try step(characters, from: index, to: end), index + 1))
      index = end
    }
    guard !steps.isEmpty else { throw ShortcutParseError(.emptyInput, at: 1) }
    return steps
  }

  /// Parses the step in `characters[start..<end]`, which holds no whitespace.
  private static func step(
    _ characters: [Character], from start: Int, to end: Int
  ) throws(ShortcutParseError) -> Shortcut {
    var modifiers: KeyModifiers = []
    var index = start
    while index < end, let modifier = KeyNames.modifier(glyph: characters[index]) {
      guard !modifiers.contains(modifier) else {
        throw ShortcutParseError(
          .duplicateModifier(String(characters[index])), at: index + 1)
      }
      modifiers.insert(modifier)
      index += 1
    }
    // `⌘+K`: a `+` after glyphs separates them from the key unless it is the key itself.
    if index > start, index < end - 1, characters[index] == "+" { index += 1 }

    while true {
      guard index < end else {
        let written = String(characters[start..<end])
        throw ShortcutParseError(.missingKey(after: written), at: end + 1)
      }
      var tokenEnd = index + 1
      if characters[index] != "+" {
        while tokenEnd < end, characters[tokenEnd] != "+" { tokenEnd += 1 }
      }
      let token = String(characters[index..<tokenEnd])
      let lowered = token.lowercased()
      if tokenEnd == end {
        if KeyNames.modifierWords[lowered] != nil {
          let written = String(characters[start..<end])
          throw ShortcutParseError(.missingKey(after: written), at: end + 1)
        }
        return try shortcut(key: token, at: index + 1, modifiers: modifiers)
      }
      guard let modifier = KeyNames.modifierWords[lowered] else {
        if (try? key(named: token, at: index + 1)) != nil {
          throw ShortcutParseError(.keyBeforePlus(token), at: index + 1)
        }
        let suggestion = closest(to: lowered, in: KeyNames.modifierWords.keys)
        throw ShortcutParseError(.unknownModifier(token, suggestion: suggestion), at: index + 1)
      }
      guard !modifiers.contains(modifier) else {
        throw ShortcutParseError(.duplicateModifier(token), at: index + 1)
      }
      modifiers.insert(modifier)
      index = tokenEnd + 1
    }
  }

  /// The shortcut for a key token; a lone capital letter with no written modifier adds Shift.
  private static func shortcut(
    key token: String, at position: Int, modifiers: KeyModifiers
  ) throws(ShortcutParseError) -> Shortcut {
    let key = try key(named: token, at: position)
    if modifiers.isEmpty, token.count == 1, let character = token.first, character.isUppercase,
      key.isLetter
    {
      return Shortcut(key, modifiers: .shift)
    }
    return Shortcut(key, modifiers: modifiers)
  }

  /// The key a token names: a single character, a key glyph, a key word or `f1`…`f35`.
  private static func key(
    named token: String, at position: Int
  ) throws(ShortcutParseError) -> KeyCode {
    if token.count == 1, let character = token.first {
      if let key = KeyNames.keyGlyphs[character] { return key }
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      }
      if !isControl, KeyNames.modifier(glyph: character) == nil, standsAlone(character) {
        return KeyCode(character)
      }
      throw ShortcutParseError(.unknownKey(token, suggestion: nil), at: position)
    }
    let lowered = token.lowercased()
    if let key = KeyNames.keyWords[lowered] { return key }
    if lowered.first == "f", lowered.count > 1, lowered.dropFirst().allSatisfy(\.isASCII),
      lowered.dropFirst().allSatisfy(\.isNumber)
    {
      if let number = Int(lowered.dropFirst()), (1...KeyCode.maximumFunctionKey).contains(number) {
        return .function(number)
      }
      throw ShortcutParseError(.notAFunctionKey(token), at: position)
    }
    let suggestion = closest(to: lowered, in: KeyNames.keyWords.keys)
    throw ShortcutParseError(.unknownKey(token, suggestion: suggestion), at: position)
  }

  /// Whether `character` stays one character between the separators a shortcut is written
  /// with: a lone combining mark would join the `+` or space before it, and a prepended
  /// character the space after it, so neither could be read back as the same key.
  private static func standsAlone(_ character: Character) -> Bool {
    (" +" + String(character) + " ").count == 4
  }

  /// The ASCII name within edit distance 2 of `word`, if any; ties go to the first in order.
  private static func closest(
    to word: String, in names: Dictionary<String, some Any>.Keys
  ) -> String? {
    guard word.count <= 24 else { return nil }
    let candidates = names.filter { $0.allSatisfy(\.isASCII) && $0.count > 1 }.sorted()
    var best: (name: String, distance: Int)?
    for name in candidates {
      let distance = editDistance(Array(word), Array(name))
      if distance <= 2, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }

  private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var previous = Array(0...rhs.count)
    for (row, left) in lhs.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: rhs.count)
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
