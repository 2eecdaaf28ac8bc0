import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct ShapeColourTests {
  @Test(arguments: [80, 140])
  func clearAndFullyTransparentShapesDrawNothingButKeepTheirSpace(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Rectangle().fill(Color.clear).frame(width: 4, height: 1)
      Capsule().stroke(Color.red.opacity(0)).frame(width: 4, height: 1)
      Capsule().fill(Color.red.opacity(0.3)).frame(width: 4, height: 1)
      Text("end")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 5)
    #expect(Array(host.lines.prefix(4)) == ["", "", "", "end"])
    #expect(host.style(column: 0, row: 0) == .plain)
    // A partly transparent colour is drawn as the colour: cells cannot blend.
    #expect(host.style(column: 0, row: 2).background == .ansi(1))
  }

  @Test(arguments: [80, 140])
  func materialsDrawNothingAndAnyShapeDrawsTheShapeItWraps(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Frosted").background(.regularMaterial, in: Capsule())
      AnyShape(Capsule()).stroke(.green).frame(width: 4, height: 2)
      AnyShape(Rectangle().inset(by: 1)).stroke(.green).frame(width: 4, height: 4)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 8)
    #expect(Array(host.lines.prefix(7)) == ["Frosted", "╭──╮", "╰──╯", "", " ┌┐", " └┘", ""])
    #expect(host.style(column: 0, row: 0) == .plain)
    #expect(host.style(column: 0, row: 1).foreground == .ansi(2))
  }
}
