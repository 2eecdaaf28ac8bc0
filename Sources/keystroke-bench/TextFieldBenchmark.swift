import Keystroke
import KeystrokeCore
import KeystrokeTerminal

/// A one-line `TextField` holding an enormous paste, at 120×40: a field is no place for a
/// megabyte, but a paste can put one there, and typing after it must stay quick.
///
/// `field.paste1MB` is a 1 MB bracketed paste (its new lines become spaces, as in any field)
/// from the terminal's bytes to the rendered frame; `field.keyIn1MB` is one key typed, or
/// deleted, at the end of it, key to rendered frame; `field.keyNearStart1MB` the same with the
/// cursor 200 characters from the start.
let textFieldBenchmark = BenchmarkCase(name: "field") { quick in
  MainActor.assumeIsolated { TextFieldBenchmark.run(quick: quick) }
}

@MainActor
enum TextFieldBenchmark {
  static func run(quick: Bool) -> [Figure] {
    let bytes = Array("\u{1B}[200~\(TextEditorBenchmark.document)\u{1B}[201~".utf8)
    let clock = ContinuousClock()
    let document = BenchDocument()
    let binding = Binding(get: { document.text }, set: { document.text = $0 })
    let host = ViewHost(TextField("Paste here", text: binding), width: 120, height: 40)
    host.update()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let paste = clock.measure { TextEditorBenchmark.paste(bytes, into: host, renderer: &renderer) }

    let letter = KeyPress(key: KeyEquivalent("a"), characters: "a")
    let backspace = KeyPress(Shortcut(.backspace))
    var typed = false
    let key = {
      typed.toggle()
      host.send(typed ? letter : backspace)
      blackHole(renderer.render(host.screen))
    }
    let atEnd = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 11, batch: quick ? 2 : 4, key)
    host.send(KeyPress(Shortcut(.home)))
    for _ in 0..<200 { host.send(KeyPress(Shortcut(.rightArrow))) }
    let inMiddle = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 11, batch: quick ? 2 : 4, key)
    return [
      Figure(
        name: "field.paste1MB", value: Stopwatch.nanoseconds(paste) / 1_000_000, unit: "ms",
        budget: 150),
      Figure(name: "field.keyIn1MB", value: atEnd / 1_000_000, unit: "ms", budget: 1),
      Figure(name: "field.keyNearStart1MB", value: inMiddle / 1_000_000, unit: "ms", budget: 1),
    ]
  }
}
