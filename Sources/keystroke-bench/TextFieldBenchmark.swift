import Keystroke
import KeystrokeCore
import KeystrokeTerminal

/// A one-line `TextField` holding an enormous paste, at 120×40: a field is no place for a
/// megabyte, but a paste can put one there, and typing after it must stay quick.
///
/// `field.paste1MB` is a 1 MB bracketed paste (its new lines become spaces, as in any field)
/// from the terminal's bytes to the rendered frame; `field.keyIn1MB` is one key typed, or
/// deleted, at the end of it, key to rendered frame; `field.keyNearStart1MB` the same with the
/// cursor 200 characters from the start; `field.selectIn1MB` is Shift+Left and Shift+Right
/// in turn at the end, a selection drawn and cleared; `field.keyAfterTabs1MB` is a key at the end of the
/// same text with a tab in each of its former lines (each tab's width depends on all that
/// comes before it); `field.accentedKeyIn1MB` is `é` typed, or deleted, at the end of the
/// first text, where characters and bytes then differ.
let textFieldBenchmark = BenchmarkCase(name: "field") { quick in
  MainActor.assumeIsolated { TextFieldBenchmark.run(quick: quick) }
}

@MainActor
enum TextFieldBenchmark {
  static func run(quick: Bool) -> [Figure] {
    let document = TextEditorBenchmark.document
    let clock = ContinuousClock()
    var host = fieldHost()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let paste = clock.measure {
      TextEditorBenchmark.paste(pasteBytes(document), into: host, renderer: &renderer)
    }
    let rounds = quick ? 3 : 11
    let batch = quick ? 2 : 4
    let atEnd = Stopwatch.medianNanoseconds(rounds: rounds, batch: batch, keys(host, renderer))
    host.send(KeyPress(Shortcut(.home)))
    for _ in 0..<200 { host.send(KeyPress(Shortcut(.rightArrow))) }
    let inMiddle = Stopwatch.medianNanoseconds(
      rounds: rounds, batch: batch, keys(host, renderer))

    host.send(KeyPress(Shortcut(.end)))
    var extended = false
    let select = Stopwatch.medianNanoseconds(rounds: rounds, batch: batch) {
      extended.toggle()
      host.send(KeyPress(Shortcut(extended ? .leftArrow : .rightArrow, modifiers: .shift)))
      blackHole(renderer.render(host.screen))
    }

    let accented = Stopwatch.medianNanoseconds(
      rounds: rounds, batch: batch, keys(host, renderer, letter: "é"))

    host = fieldHost()
    renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let tabbed = document.replacing(": ", with: "\t")
    TextEditorBenchmark.paste(pasteBytes(tabbed), into: host, renderer: &renderer)
    let afterTabs = Stopwatch.medianNanoseconds(
      rounds: rounds, batch: batch, keys(host, renderer))
    return [
      Figure(
        name: "field.paste1MB", value: Stopwatch.nanoseconds(paste) / 1_000_000, unit: "ms",
        budget: 150),
      Figure(name: "field.keyIn1MB", value: atEnd / 1_000_000, unit: "ms", budget: 1),
      Figure(name: "field.keyNearStart1MB", value: inMiddle / 1_000_000, unit: "ms", budget: 1),
      Figure(name: "field.selectIn1MB", value: select / 1_000_000, unit: "ms", budget: 1),
      Figure(
        name: "field.accentedKeyIn1MB", value: accented / 1_000_000, unit: "ms", budget: 1),
      Figure(name: "field.keyAfterTabs1MB", value: afterTabs / 1_000_000, unit: "ms", budget: 1),
    ]
  }

  /// A field on an empty text, drawn once.
  private static func fieldHost() -> ViewHost {
    let document = BenchDocument()
    let binding = Binding(get: { document.text }, set: { document.text = $0 })
    let host = ViewHost(TextField("Paste here", text: binding), width: 120, height: 40)
    host.update()
    return host
  }

  /// The terminal's bytes for a bracketed paste of `text`.
  private static func pasteBytes(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
  }

  /// One key (`letter`), typed or deleted in turn, key to rendered frame.
  private static func keys(
    _ host: ViewHost, _ renderer: ScreenRenderer, letter: Character = "a"
  ) -> () -> Void {
    var typed = false
    var renderer = renderer
    let press = KeyPress(key: KeyEquivalent(letter), characters: String(letter))
    return {
      typed.toggle()
      host.send(typed ? press : KeyPress(Shortcut(.backspace)))
      blackHole(renderer.render(host.screen))
    }
  }
}
