import Keystroke
import KeystrokeCore
import KeystrokeTerminal

/// Frame cost of the view layer: a `List` of 10,000 rows and a `Form` of 20 text fields at
/// 120×40.
///
/// `list.firstFrame` builds, lays out, draws and renders the list from nothing;
/// `list.moveSelection` is one ↓ or ↑ (key, update, render to bytes) and `list.moveBytes` the
/// bytes it writes; `form.typeCharacter` is one typed character (key, update, render).
let listBenchmark = BenchmarkCase(name: "list") { quick in
  MainActor.assumeIsolated { ListBenchmark.run(quick: quick) }
}

/// One row of the benchmark list.
struct BenchRow: Identifiable {
  let id: Int
  let title: String
  let detail: String
}

/// Holds the selection the benchmark list binds to.
final class BenchSelection {
  var selected: Int? = 5
}

/// Holds the text of the benchmark form's fields.
private final class BenchFields {
  var values = Array(repeating: "", count: 20)
}

@MainActor
enum ListBenchmark {
  static let width = 120
  static let height = 40

  static func run(quick: Bool) -> [Figure] {
    let rows = (0..<10_000).map {
      BenchRow(id: $0, title: "Task number \($0)", detail: "\($0 % 97) min")
    }
    let firstFrame = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 21, batch: 1) {
      let host = listHost(rows, selection: BenchSelection())
      host.update()
      var renderer = ScreenRenderer()
      blackHole(renderer.render(host.screen))
    }

    let host = listHost(rows, selection: BenchSelection())
    host.update()
    var renderer = ScreenRenderer()
    _ = renderer.render(host.screen)
    let down = KeyPress(Shortcut(.downArrow))
    let up = KeyPress(Shortcut(.upArrow))
    host.send(down)
    let bytes = renderer.render(host.screen).bytes.count
    var flip = false
    let move = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 5 : 20) {
      flip.toggle()
      host.send(flip ? up : down)
      blackHole(renderer.render(host.screen))
    }

    let fields = BenchFields()
    let form = ViewHost(formView(fields), width: width, height: height)
    form.update()
    var formRenderer = ScreenRenderer()
    _ = formRenderer.render(form.screen)
    let letter = KeyPress(key: KeyEquivalent("a"), characters: "a")
    let backspace = KeyPress(Shortcut(.backspace))
    var typed = false
    let type = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 5 : 20) {
      typed.toggle()
      form.send(typed ? letter : backspace)
      blackHole(formRenderer.render(form.screen))
    }
    return [
      Figure(name: "list.firstFrame", value: firstFrame / 1_000_000, unit: "ms", budget: 20),
      Figure(name: "list.moveSelection", value: move / 1_000_000, unit: "ms", budget: 0.3),
      Figure(name: "list.moveBytes", value: Double(bytes), unit: "bytes", budget: 400),
      Figure(name: "form.typeCharacter", value: type / 1_000_000, unit: "ms", budget: 1),
    ]
  }

  static func listHost(_ rows: [BenchRow], selection: BenchSelection) -> ViewHost {
    let binding = Binding(get: { selection.selected }, set: { selection.selected = $0 })
    let list = List(rows, selection: binding) { row in
      HStack {
        Text(row.title)
        Spacer()
        Text(row.detail)
      }
    }
    return ViewHost(list, width: width, height: height)
  }

  private static func formView(_ fields: BenchFields) -> some View {
    Form {
      Section("Fields") {
        ForEach(0..<20) { index in
          TextField(
            "Field \(index)",
            text: Binding(get: { fields.values[index] }, set: { fields.values[index] = $0 }))
        }
      }
    }
  }
}

/// Builds the 10,000-row list app, draws it and moves the selection 200 rows, for the memory
/// probe; returns the number of rows moved.
@MainActor
func exerciseListForMemoryProbe() -> Int {
  let rows = (0..<10_000).map {
    BenchRow(id: $0, title: "Task number \($0)", detail: "\($0 % 97) min")
  }
  let host = ListBenchmark.listHost(rows, selection: BenchSelection())
  host.update()
  var renderer = ScreenRenderer()
  blackHole(renderer.render(host.screen))
  for _ in 0..<200 {
    host.send(KeyPress(Shortcut(.downArrow)))
    blackHole(renderer.render(host.screen))
  }
  return 200
}
