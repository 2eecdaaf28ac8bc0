import Keystroke
import KeystrokeCore
import KeystrokeTerminal

/// A `TextEditor` holding a large document (issue #14's budgets), at 120×40.
///
/// `editor.paste1MB` is a 1 MB, 20,000-line bracketed paste from the terminal's bytes through
/// the decoder, into the focused editor, to the rendered frame; `editor.keyIn1MB` is one key
/// typed (or deleted) in that document, key to rendered frame; `editor.accentedKeyIn1MB` is
/// `é` typed (or deleted) in a document of the same size with an `é` on every line, where
/// characters and bytes differ; `editor.keyInLongLine` is a key typed (or deleted) at the end
/// of a document of one 1 MB line, scrolled sideways to it; `editor.memoryPerDocument` is
/// the resident memory the document added, over the document's size (budget 4×), measured in
/// a fresh child process.
let textEditorBenchmark = BenchmarkCase(name: "editor") { quick in
  var figures = MainActor.assumeIsolated { TextEditorBenchmark.run(quick: quick) }
  let ratio = MemoryProbe.runChild(argument: TextEditorBenchmark.memoryArgument).map {
    Double($0) * 1024 / Double(TextEditorBenchmark.document.utf8.count)
  }
  figures.append(
    Figure(name: "editor.memoryPerDocument", value: ratio ?? -1, unit: "x", budget: 4))
  return figures
}

/// Holds the editor's text for the benchmark.
final class BenchDocument {
  var text = ""
}

@MainActor
enum TextEditorBenchmark {
  /// The argument that makes this executable run the editor's memory probe.
  nonisolated static let memoryArgument = "--editor-memory-probe"

  /// 20,000 lines of 50 characters with their new lines: about 1 MB.
  nonisolated static let document: String = (0..<20_000).map { line in
    let number = String(line)
    return number + ": " + String(repeating: "x", count: 47 - number.count) + "\n"
  }.joined()

  /// One line of a megabyte, as a minified JSON file or a long log line has: records of
  /// ASCII with spaces, quotes and punctuation, and no line break.
  nonisolated static let longLine: String = (0..<20_000).map { record in
    let number = String(record)
    return "{\"id\": " + number + ", \"name\": \""
      + String(repeating: "y", count: 28 - number.count)
      + "\"}, "
  }.joined()

  static func run(quick: Bool) -> [Figure] {
    let bytes = Array("\u{1B}[200~\(document)\u{1B}[201~".utf8)
    let clock = ContinuousClock()
    var samples: [Double] = []
    var host = editorHost(BenchDocument())
    var renderer = ScreenRenderer()
    for _ in 0..<(quick ? 1 : 5) {
      host = editorHost(BenchDocument())
      renderer = ScreenRenderer()
      _ = renderer.render(host.screen)
      let elapsed = clock.measure { paste(bytes, into: host, renderer: &renderer) }
      samples.append(Stopwatch.nanoseconds(elapsed))
    }
    samples.sort()
    let pasteTime = samples[samples.count / 2]

    let letter = KeyPress(key: KeyEquivalent("a"), characters: "a")
    let backspace = KeyPress(Shortcut(.backspace))
    var typed = false
    let key = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 21, batch: quick ? 2 : 5) {
      typed.toggle()
      host.send(typed ? letter : backspace)
      blackHole(renderer.render(host.screen))
    }

    host = editorHost(BenchDocument())
    renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let accented = document.replacing("x\n", with: "é\n")
    paste(Array("\u{1B}[200~\(accented)\u{1B}[201~".utf8), into: host, renderer: &renderer)
    let accentedLetter = KeyPress(key: KeyEquivalent("é"), characters: "é")
    typed = false
    let accentedKey = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 21, batch: quick ? 2 : 5) {
      typed.toggle()
      host.send(typed ? accentedLetter : backspace)
      blackHole(renderer.render(host.screen))
    }

    host = editorHost(BenchDocument())
    renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    paste(Array("\u{1B}[200~\(longLine)\u{1B}[201~".utf8), into: host, renderer: &renderer)
    typed = false
    let longLineKey = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 21, batch: quick ? 2 : 5) {
      typed.toggle()
      host.send(typed ? letter : backspace)
      blackHole(renderer.render(host.screen))
    }
    return [
      Figure(name: "editor.paste1MB", value: pasteTime / 1_000_000, unit: "ms", budget: 150),
      Figure(name: "editor.keyIn1MB", value: key / 1_000_000, unit: "ms", budget: 1),
      Figure(
        name: "editor.accentedKeyIn1MB", value: accentedKey / 1_000_000, unit: "ms", budget: 1),
      Figure(
        name: "editor.keyInLongLine", value: longLineKey / 1_000_000, unit: "ms", budget: 1),
    ]
  }

  /// Decodes the terminal's bytes and hands the paste to the host, then renders the frame.
  static func paste(_ bytes: [UInt8], into host: ViewHost, renderer: inout ScreenRenderer) {
    var decoder = InputDecoder()
    for event in decoder.feed(bytes, now: .zero) {
      if case .paste(let text) = event { host.paste(text) }
    }
    host.update()
    blackHole(renderer.render(host.screen))
  }

  static func editorHost(_ document: BenchDocument) -> ViewHost {
    let binding = Binding(get: { document.text }, set: { document.text = $0 })
    let host = ViewHost(TextEditor(text: binding), width: 120, height: 40)
    host.update()
    return host
  }

  /// In the child: the resident memory, in KiB, that pasting the document and typing in it
  /// added to an editor that was already on screen.
  static func runMemoryProbe() -> Int {
    let host = editorHost(BenchDocument())
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let document = self.document
    let bytes = Array("\u{1B}[200~\(document)\u{1B}[201~".utf8)
    let before = MemoryProbe.residentKilobytes()
    paste(bytes, into: host, renderer: &renderer)
    for index in 0..<200 {
      host.send(
        index.isMultiple(of: 2)
          ? KeyPress(key: KeyEquivalent("a"), characters: "a") : KeyPress(Shortcut(.backspace)))
    }
    blackHole(renderer.render(host.screen))
    return MemoryProbe.residentKilobytes() - before
  }
}
