import Foundation
import KeystrokeCore

/// Help › Explain Next Key: the next key is not acted on; instead the app shows who would get
/// it and why the others did not, from the engine's trace.
@MainActor
enum KeyExplanation {
  /// The help command.
  static let commandID: CommandID = "keystroke.explainNextKey"

  /// Help › Explain Next Key.
  static var helpEdit: MenuGroupEdit {
    MenuGroupEdit(
      .after, .help, entries: [.item(Command(id: commandID, title: "Explain Next Key"))])
  }

  /// Registers the command's action and, while an explanation is shown, the key that closes
  /// it.
  static func register(
    in interactions: InteractionRecord, state: AppRuntimeState, invalidation: InvalidationFlag
  ) {
    interactions.commandActions[commandID] = {
      state.explainsNextKey = true
      invalidation.raise()
    }
    guard state.explanation != nil else { return }
    interactions.modalKeyHandler = TextBoxScroll.handler(
      position: state.textBox, invalidation: invalidation
    ) { state.explanation = nil }
  }

  /// The verdict in one line, then the trace (after `earlier`, the trace of a chord's keys
  /// before this one), commands and controls named by their keymap ids.
  static func lines(
    for result: DispatchResult, earlier: [String] = [], catalog: CommandCatalog?,
    controls: [CommandID?] = []
  ) -> [String] {
    naming(
      [summary(of: result.outcome)] + earlier + result.trace.lines, catalog: catalog,
      controls: controls)
  }

  /// `lines` with each command's runtime identity (`"item.47"`) replaced by its keymap id
  /// (`"File/New Project"`), and each control's (`control "3"`, its place among the shortcut
  /// targets) by the keymap id in `controls` at that place (`control "Timer/Start"`).
  static func naming(_ lines: [String], catalog: CommandCatalog?, controls: [CommandID?] = [])
    -> [String]
  {
    var names: [String: String] = [:]
    for command in catalog?.commands ?? [] where command.command.id != command.id {
      names["\"\(command.command.id.rawValue)\""] = "\"\(command.id.rawValue)\""
    }
    for (index, id) in controls.enumerated() {
      guard let id else { continue }
      names["control \"\(index)\""] = "control \"\(id.rawValue)\""
    }
    return lines.map { line in
      names.reduce(line) { line, pair in
        line.contains(pair.key) ? line.replacingOccurrences(of: pair.key, with: pair.value) : line
      }
    }
  }

  private static func summary(of outcome: DispatchOutcome) -> String {
    switch outcome {
    case .textInput: "Typed into the focused text field."
    case .fired(let target): "Runs \(target.label)."
    case .pending: "Starts a chord; the hint line would show what can follow."
    case .chordCancelled: "Ends the pending chord; nothing runs."
    case .disabled(let target): "\(target.label) would get it, but is disabled now."
    case .unmatched: "No shortcut takes it; it goes to the focused view (Tab moves focus)."
    }
  }

  /// The explanation as rows for the overlay, wrapped to the box and scrolled by `position`.
  static func rows(for lines: [String], position: TextBoxPosition) -> PaletteRows {
    var rows = PaletteRows(
      query: "Explain Next Key: Escape closes", highlighted: -1,
      rows: lines.map { PaletteRows.Row(title: $0, keys: "", isEnabled: true) },
      isPrompt: false)
    rows.textPosition = position
    return rows
  }

  /// The widest line the overlay shows whole.
  nonisolated static let lineWidth = 58

  /// `lines` wrapped at spaces to `lineWidth` columns; continuations are indented two spaces
  /// more than the line they continue.
  nonisolated static func wrapped(_ lines: [String], lineWidth: Int = lineWidth) -> [String] {
    lines.flatMap { line -> [String] in
      let lead = String(line.prefix { $0 == " " })
      var result: [String] = []
      var current = lead
      for word in line.dropFirst(lead.count).split(separator: " ") {
        let candidate = current == lead ? current + word : current + " " + word
        if candidate.count > lineWidth, current != lead {
          result.append(current)
          current = lead + "  " + word
        } else {
          current = candidate
        }
      }
      result.append(current)
      return result
    }
  }
}
