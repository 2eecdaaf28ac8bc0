/// The text field that has focus, described by the keys it takes before any shortcut sees them.
///
/// A focused field always takes plain typing (a printable key or Space, alone or with Shift) and
/// editing keys (Backspace, Forward Delete, Left, Right, Home, End, alone or with Shift and/or
/// Option). It takes Return only when it has a submit action, and any keys it declares in
/// ``extraKeys`` (a multi-line editor declares Return, Up and Down; an Emacs-style field declares
/// Ctrl+A and Ctrl+E). It never takes Escape or Tab unless it declares them, so Escape reaches a
/// `.cancelAction` control and Tab moves focus.
public struct TextFieldFocus: Hashable, Sendable {
  /// Why a field takes a key.
  public enum Take: String, Hashable, Sendable {
    /// A printable key that types a character.
    case typing
    /// A key that moves the caret or deletes.
    case editing
    /// Return, taken because the field has a submit action.
    case submit
    /// A key the field declared in ``TextFieldFocus/extraKeys``.
    case declared
  }

  /// Whether the field has a submit action (`onSubmit`), so it takes Return.
  public var hasSubmitAction: Bool
  /// Further keys the field takes.
  public var extraKeys: Set<Shortcut>

  /// Creates a description of a focused field.
  ///
  /// - Parameters:
  ///   - hasSubmitAction: Whether it takes Return.
  ///   - extraKeys: Further keys it takes.
  public init(hasSubmitAction: Bool = false, extraKeys: Set<Shortcut> = []) {
    self.hasSubmitAction = hasSubmitAction
    self.extraKeys = extraKeys
  }

  /// The Control keys a focused text input keeps from ⌘ shortcuts, as readline users press
  /// them: Ctrl+A and Ctrl+E (line start and end), Ctrl+H (delete back), Ctrl+W (delete a
  /// word), Ctrl+K and Ctrl+U (delete to the line's end or start), and Control with ←, →, Home
  /// or End (word moves, text start and end), with or without Shift.
  ///
  /// On a terminal without ⌘ several of them are also the fallbacks of ⌘ shortcuts (⌘A is
  /// pressed as Ctrl+A); while a text input has focus they stay the input's, see
  /// ``KeyMapping/declared(forPressed:keeping:)``. The inputs also take Ctrl+B, Ctrl+F and
  /// Ctrl+D (a character back, forward, delete forward), but those are left to the shortcuts
  /// they stand for (⌘B, ⌘F Find, ⌘D) when an app declares them: the arrows and Delete do
  /// the same edits, and Find is not reached any other way from a field.
  public static let controlEditingKeys: Set<Shortcut> = {
    var keys: Set<Shortcut> = Set("aehkuw".map { Shortcut($0, modifiers: .control) })
    for key in [KeyCode.leftArrow, .rightArrow, .home, .end] {
      keys.insert(Shortcut(key, modifiers: .control))
      keys.insert(Shortcut(key, modifiers: [.control, .shift]))
    }
    return keys
  }()

  /// The Alt (Option) keys a focused text input keeps from ⌘ shortcuts: Alt with Backspace,
  /// ← or → (delete the word before the caret, move by a word), with or without Shift, as
  /// readline and a Mac's text fields answer them.
  ///
  /// On a legacy terminal ⌘⌫ is pressed as Alt+Backspace: without this, Alt+Backspace in a
  /// search field would run an app's ⌘⌫ Delete… instead of deleting the word before the caret.
  /// Alt+B and Alt+F (readline's word moves) are left to the shortcuts they stand for (⌘B,
  /// ⌘F), as Ctrl+B and Ctrl+F are: Alt+← and Alt+→ do the same moves.
  public static let optionEditingKeys: Set<Shortcut> = {
    var keys: Set<Shortcut> = []
    for key in [KeyCode.backspace, .leftArrow, .rightArrow] {
      keys.insert(Shortcut(key, modifiers: .option))
      keys.insert(Shortcut(key, modifiers: [.option, .shift]))
    }
    return keys
  }()

  /// Every key a focused text input keeps from the ⌘ shortcuts it is the fallback of:
  /// ``controlEditingKeys`` and ``optionEditingKeys``.
  public static let keptEditingKeys = controlEditingKeys.union(optionEditingKeys)

  /// Whether and why the field takes `key`; `nil` when the key goes on to shortcuts.
  public func take(_ key: Shortcut) -> Take? {
    let modifiers = key.modifiers
    switch key.key {
    case .character, .space:
      if modifiers.isSubset(of: .shift) { return .typing }
    case .backspace, .deleteForward, .leftArrow, .rightArrow, .home, .end:
      if modifiers.isSubset(of: [.shift, .option]) { return .editing }
    case .return:
      if modifiers.isEmpty, hasSubmitAction { return .submit }
    default:
      break
    }
    return extraKeys.contains(key) ? .declared : nil
  }
}
