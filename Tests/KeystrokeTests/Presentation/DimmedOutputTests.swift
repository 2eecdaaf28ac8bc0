import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A window with secondary text and a sheet holding a disabled button.
private struct SheetOverText: View {
  @State private var showing = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("Behind the sheet")
      Text("Secondary note").foregroundStyle(.secondary)
      Button("Open") { showing = true }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $showing) {
      VStack {
        Text("In the sheet")
        Button("Save") {}.disabled(true)
      }
    }
  }
}

/// What reaches the terminal, not only the cell buffer: screenshot tools that drop SGR 2
/// (pyte, which termshot uses) show the dimmed window and disabled controls at full strength,
/// so these tests pin down that the bytes do say "dim".
@MainActor
@Suite struct DimmedOutputTests {
  private func column(of text: String, in host: TestHost, row: Int) throws -> Int {
    let line = host.lines[row]
    return try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
  }

  @Test(arguments: [80, 140], [ColorDepth.trueColor, .ansi16, .none])
  func theDimmedWindowAndADisabledButtonAreSentAsSGR2(columns: Int, depth: ColorDepth) throws {
    let host = TestHost(SheetOverText(), columns: columns, rows: 20)
    let open = try #require(host.row(containing: "[ Open ]"))
    let secondary = try #require(host.row(containing: "Secondary note"))
    var renderer = ScreenRenderer(options: RenderOptions(colorDepth: depth))
    var terminal = VirtualTerminal(width: columns, height: 20, autowrap: false)
    terminal.feed(renderer.render(host.host.screen).bytes)
    if depth != .none {
      // Secondary text is bright black (SGR 90), which every mode but NO_COLOR keeps.
      let x = try column(of: "Secondary", in: host, row: secondary)
      #expect(terminal.style(x: x, y: secondary).foreground == .ansi(8))
    }
    #expect(!terminal.style(x: 0, y: open).attributes.contains(.dim))
    try host.play("enter")
    let behind = try #require(host.row(containing: "Behind the sheet"))
    let save = try #require(host.row(containing: "Save"))
    let bytes = renderer.render(host.host.screen).bytes
    terminal.feed(bytes)
    #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2m"))
    let behindColumn = try column(of: "Behind", in: host, row: behind)
    #expect(terminal.style(x: behindColumn, y: behind).attributes.contains(.dim))
    let saveColumn = try column(of: "Save", in: host, row: save)
    #expect(terminal.style(x: saveColumn, y: save).attributes.contains(.dim))
    let inside = try #require(host.row(containing: "In the sheet"))
    let insideColumn = try column(of: "In the sheet", in: host, row: inside)
    #expect(!terminal.style(x: insideColumn, y: inside).attributes.contains(.dim))
  }
}
