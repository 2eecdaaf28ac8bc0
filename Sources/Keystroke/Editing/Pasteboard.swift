import Foundation

/// The app-wide pasteboard that Cut, Copy and Paste use in text fields and editors.
///
/// Copies are also queued for the terminal's own clipboard: the terminal runner sends each one
/// as an OSC 52 sequence with its next frame, so text copied in the app can be pasted in other
/// programs when the terminal allows it (kitty, iTerm2, WezTerm, xterm with `allowWindowOps`,
/// tmux with `set-clipboard on`). Terminals that refuse OSC 52 ignore it, and the app's own
/// pasteboard still works.
@MainActor
final class Pasteboard {
  /// The text on the pasteboard.
  var string: String?
  /// The values last copied with `.copyable` or `.cuttable`, for a paste of their type in the
  /// app; empty after a copy of text alone.
  private(set) var items: [Any] = []
  /// Counts copies of values, so text made for an earlier copy does not replace a later one.
  private var itemGeneration = 0
  /// Copies not yet sent to the terminal's clipboard.
  private(set) var pendingTerminalCopies: [String] = []

  init() {}

  /// Puts `text` on the pasteboard and queues it for the terminal's clipboard.
  func copy(_ text: String) {
    items = []
    string = text
    pendingTerminalCopies.append(text)
  }

  /// Puts `values` on the pasteboard while their text is being made: the text last copied is
  /// taken off. Returns the number that ``copy(_:items:)`` takes with the values' text.
  func hold(_ values: [Any]) -> Int {
    itemGeneration += 1
    items = values
    string = nil
    return itemGeneration
  }

  /// Puts `text`, made for the values held as `generation`, on the pasteboard and queues it for
  /// the terminal's clipboard, unless other values or text were copied since.
  func copy(_ text: String, items generation: Int) {
    guard generation == itemGeneration, !items.isEmpty else { return }
    string = text
    pendingTerminalCopies.append(text)
  }

  /// Whether there is anything to paste.
  var hasContent: Bool { !items.isEmpty || string.map { !$0.isEmpty } == true }

  /// The queued copies as OSC 52 bytes, emptying the queue (only the latest copy matters).
  func takeTerminalBytes() -> [UInt8] {
    defer { pendingTerminalCopies.removeAll() }
    guard let last = pendingTerminalCopies.last else { return [] }
    return Self.osc52(last)
  }

  /// The OSC 52 sequence that sets the terminal's clipboard to `text`.
  static func osc52(_ text: String) -> [UInt8] {
    Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
  }
}

private struct PasteboardKey: EnvironmentKey {
  static var defaultValue: Pasteboard? { nil }
}

private struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
  /// The pasteboard text fields and editors cut, copy and paste with.
  var pasteboard: Pasteboard? {
    get { self[PasteboardKey.self] }
    set { self[PasteboardKey.self] = newValue }
  }

  /// The undo manager of the window: text fields and editors register their edits with it,
  /// and Edit › Undo and Redo use it.
  public internal(set) var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}
