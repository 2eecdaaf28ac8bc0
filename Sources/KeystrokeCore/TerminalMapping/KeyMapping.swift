/// Which keys the user presses, on one terminal, for each declared shortcut and chord.
///
/// Built once from a ``TerminalKeyProfile`` and every declared key sequence; the result
/// depends only on those, in that order. Each distinct shortcut used by any declared sequence
/// (chords map step by step) resolves to:
/// - ``KeyResolution/direct`` when the terminal delivers it as written;
/// - ``KeyResolution/fallback(_:reason:)`` for a ⌘ shortcut the terminal cannot report:
///   ⌘+letter → Ctrl+letter, or Alt+letter when that Ctrl byte is a terminal control (Ctrl+I,
///   Ctrl+M, Ctrl+H, Ctrl+J, reserved Ctrl+C/Ctrl+Z) or is taken; ⌘⇧+letter → Alt+Shift+letter
///   (then Ctrl+Shift+letter); any other ⌘ shortcut → the same with ⌘ replaced by Alt (then by
///   Ctrl, then by Ctrl+Alt), and for ⌘⇧ with a symbol, last, Alt with the character Shift
///   types on a US keyboard (⌘⇧] → Alt+});
/// - ``KeyResolution/unreachable(reason:)`` when it cannot be delivered and no fallback is free.
///
/// A fallback is never a shortcut that is itself declared and deliverable (declared bindings
/// keep their keys), nor one already given to an earlier declaration: two declared shortcuts
/// never share pressed keys. Earlier declarations win contested fallbacks.
public struct KeyMapping: Sendable {
  /// The terminal the mapping is for.
  public let profile: TerminalKeyProfile
  /// The declared sequences, without repeats, in declaration order.
  public let declaredSequences: [KeySequence]
  private var resolutions: [Shortcut: KeyResolution] = [:]
  private var declaredByPressed: [Shortcut: Shortcut] = [:]

  /// Maps every shortcut in `declared` for a terminal with `profile`.
  public init(profile: TerminalKeyProfile, declared: [KeySequence]) {
    self.profile = profile
    var seenSequences: Set<KeySequence> = []
    declaredSequences = declared.filter { seenSequences.insert($0).inserted }
    var shortcuts: [Shortcut] = []
    var seen: Set<Shortcut> = []
    for step in declaredSequences.flatMap(\.steps) where seen.insert(step).inserted {
      shortcuts.append(step)
    }
    let kept = Set(shortcuts.filter { profile.delivers($0) })
    for shortcut in shortcuts {
      let resolution = resolve(shortcut, keptByDeclarations: kept)
      resolutions[shortcut] = resolution
      if case .fallback(let pressed, _) = resolution { declaredByPressed[pressed] = shortcut }
    }
  }

  /// How `shortcut` reaches the app; a shortcut that was not declared is direct when the
  /// terminal delivers it and unreachable otherwise.
  public func resolution(for shortcut: Shortcut) -> KeyResolution {
    if let resolution = resolutions[shortcut] { return resolution }
    if let reason = profile.undeliverableReason(for: shortcut) {
      return .unreachable(reason: reason)
    }
    return .direct
  }

  /// The keys the user presses for `sequence`, step by step, or `nil` if a step is unreachable.
  public func pressedKeys(for sequence: KeySequence) -> KeySequence? {
    var steps: [Shortcut] = []
    for step in sequence.steps {
      guard let pressed = resolution(for: step).pressed(for: step) else { return nil }
      steps.append(pressed)
    }
    return KeySequence(steps)
  }

  /// The declared shortcut that the pressed keys stand for; the keys themselves when no
  /// fallback maps to them. Apply this to each event before dispatch.
  public func declared(forPressed pressed: Shortcut) -> Shortcut {
    declaredByPressed[pressed] ?? pressed
  }

  /// The declared shortcut that `pressed` stands for, except that a key in `kept` stays as
  /// pressed: a focused text input passes its editing keys
  /// (``TextFieldFocus/controlEditingKeys``), so that on a legacy terminal Ctrl+W deletes a word
  /// rather than being read as ⌘W, the shortcut it is the fallback of. A key that is itself
  /// declared (an app's or a keymap's own `ctrl+w`) maps to itself either way, so it still
  /// fires; on a terminal that reports ⌘ no fallback is in use and nothing changes.
  public func declared(forPressed pressed: Shortcut, keeping kept: Set<Shortcut>) -> Shortcut {
    kept.contains(pressed) ? pressed : declared(forPressed: pressed)
  }

  /// The declared chord that pressed steps stand for, mapped step by step.
  public func declared(forPressed pressed: KeySequence) -> KeySequence {
    KeySequence(pressed.steps.map { declared(forPressed: $0) }) ?? pressed
  }

  /// Every declared sequence with an unreachable step, in declaration order, with the reason.
  public var unreachable: [UnreachableKeySequence] {
    declaredSequences.compactMap { sequence in
      for (index, step) in sequence.steps.enumerated() {
        guard case .unreachable(let reason) = resolution(for: step) else { continue }
        let stepName = ShortcutFormatter.words.string(for: step)
        let text =
          sequence.isSingle ? reason : "step \(index + 1) (\(stepName)) of the chord: \(reason)"
        return UnreachableKeySequence(sequence: sequence, reason: text)
      }
      return nil
    }
  }

  /// The keys to show for `sequence` on this terminal, such as `⌘1` on kitty and `Alt+1` on a
  /// plain xterm (with the words style), or `nil` when it cannot be pressed.
  public func displayString(
    for sequence: KeySequence, formatter: ShortcutFormatter
  ) -> String? {
    pressedKeys(for: sequence).map { formatter.string(for: $0) }
  }

  /// The keys to show for one shortcut on this terminal, or `nil` when it cannot be pressed.
  public func displayString(for shortcut: Shortcut, formatter: ShortcutFormatter) -> String? {
    resolution(for: shortcut).pressed(for: shortcut).map { formatter.string(for: $0) }
  }

  private func resolve(_ shortcut: Shortcut, keptByDeclarations kept: Set<Shortcut>)
    -> KeyResolution
  {
    guard let problem = profile.undeliverableReason(for: shortcut) else { return .direct }
    guard shortcut.modifiers.contains(.command) else { return .unreachable(reason: problem) }
    var skipped: [String] = []
    for candidate in Self.fallbackCandidates(for: shortcut) {
      let name = ShortcutFormatter.words.string(for: candidate)
      if let reason = profile.undeliverableReason(for: candidate) {
        skipped.append("not \(name): \(reason)")
      } else if kept.contains(candidate) {
        skipped.append("not \(name): it is declared for its own binding")
      } else if let owner = declaredByPressed[candidate] {
        let ownerName = ShortcutFormatter.words.string(for: owner)
        skipped.append("not \(name): it already stands for \(ownerName)")
      } else {
        let why = ([problem] + skipped).joined(separator: "; ")
        return .fallback(candidate, reason: "\(why); press \(name) instead")
      }
    }
    let why = ([problem] + skipped + ["no fallback is free"]).joined(separator: "; ")
    return .unreachable(reason: why)
  }

  /// The shortcuts tried, in order, in place of a ⌘ shortcut the terminal cannot report.
  static func fallbackCandidates(for shortcut: Shortcut) -> [Shortcut] {
    let rest = shortcut.modifiers.subtracting(.command)
    let sets: [KeyModifiers]
    if shortcut.key.isLetter, rest.isEmpty {
      sets = [.control, .option]
    } else if shortcut.key.isLetter, rest == .shift {
      sets = [[.option, .shift], [.control, .shift]]
    } else {
      var options: [KeyModifiers] = []
      if !rest.contains(.option) { options.append(rest.union(.option)) }
      if !rest.contains(.control) { options.append(rest.union(.control)) }
      if rest.isDisjoint(with: [.option, .control]) {
        options.append(rest.union([.option, .control]))
      }
      sets = options
    }
    var candidates = sets.map { Shortcut(shortcut.key, modifiers: $0) }
    // ⌘⇧] is typed as ⌘} on a US keyboard, and a terminal sends Alt with the character Shift
    // types, so Alt+} is the last resort where Shift with a symbol cannot be told apart.
    if case .character(let symbol) = shortcut.key, rest.contains(.shift),
      let shifted = usShiftedSymbols[symbol]
    {
      candidates.append(
        Shortcut(KeyCode(shifted), modifiers: rest.subtracting(.shift).union(.option)))
    }
    return candidates
  }

  /// The character Shift types with each symbol key of a US keyboard.
  private static let usShiftedSymbols: [Character: Character] = [
    "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
    "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<",
    ".": ">", "/": "?", "`": "~",
  ]
}
