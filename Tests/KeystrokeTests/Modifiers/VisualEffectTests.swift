import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.visualEffect`: the effect its closure makes from the view's geometry, drawn the terminal
/// way (offsets in whole cells, opacity dimming or hiding), with the layout unchanged.
@MainActor
@Suite struct VisualEffectTests {
  @Test func anOffsetMovesTheDrawingNotTheLayout() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("ab").visualEffect { content, _ in content.offset(x: 3) }
      Text("ef")
      Text("cd").visualEffect { content, _ in content.offset(CGSize(width: 1, height: -1)) }
    }
    let host = TestHost(
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), columns: 10,
      rows: 4)
    // `cd` is drawn a row up and a column right, over `ef`, which keeps its place; the row
    // `cd` was laid out in stays empty.
    #expect(host.lines == ["   ab", "ecd", "", ""])
  }

  @Test func theClosureSeesTheFrameTheViewIsPlacedIn() {
    let view = VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<3) { index in
        Text("row \(index)").visualEffect { content, proxy in
          // Rows below the first are dimmed; the third is hidden.
          let y = proxy.frame(in: .global).minY
          return content.opacity(y == 0 ? 1 : y == 1 ? 0.5 : 0)
        }
      }
    }
    let host = TestHost(view.frame(maxWidth: .infinity, alignment: .leading), columns: 10, rows: 3)
    #expect(host.lines == ["row 0", "row 1", ""])
    #expect(!host.style(column: 0, row: 0).attributes.contains(.dim))
    #expect(host.style(column: 0, row: 1).attributes.contains(.dim))
  }

  @Test func opacitiesMultiplyAndOffsetsAdd() {
    let view = Text("x").visualEffect { content, _ in
      content.offset(x: 1).opacity(0.5).offset(x: 1.4).opacity(0)
    }
    let host = TestHost(view.frame(maxWidth: .infinity, alignment: .leading), columns: 5, rows: 1)
    // Hidden: 0.5 × 0 is 0.
    #expect(host.lines == [""])
    let moved = Text("x").visualEffect { content, _ in content.offset(x: 1).offset(x: 1.4) }
    let other = TestHost(moved.frame(maxWidth: .infinity, alignment: .leading), columns: 5, rows: 1)
    #expect(other.lines == ["  x"])
  }

  @Test func effectsWithNoTerminalMeaningDrawTheViewAsIs() {
    let view = Text("plain").visualEffect { content, _ in
      content.scaleEffect(2).scaleEffect(x: 2, y: 1).scaleEffect(CGSize(width: 2, height: 2))
        .rotationEffect(.degrees(30)).blur(radius: 3).brightness(0.2).contrast(2).grayscale(1)
        .hueRotation(.degrees(90)).saturation(0).blendMode(.multiply)
        .rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
        .transformEffect(CGAffineTransform(translationX: 4, y: 0))
    }
    let host = TestHost(view.frame(maxWidth: .infinity, alignment: .leading), columns: 8, rows: 1)
    #expect(host.lines == ["plain"])
    #expect(!host.style(column: 0, row: 0).attributes.contains(.dim))
  }

  @Test func interpolationMovesOffsetAndOpacity() {
    var from = ResolvedVisualEffect()
    from.opacity = 0
    from.offset = CGSize(width: -4, height: 2)
    let halfway = from.interpolated(towards: ResolvedVisualEffect(), amount: 0.5)
    #expect(halfway.opacity == 0.5)
    #expect(halfway.offset == CGSize(width: -2, height: 1))
    #expect(from.interpolated(towards: ResolvedVisualEffect(), amount: 7) == ResolvedVisualEffect())
    // An effect Keystroke did not make changes nothing.
    #expect(ResolvedVisualEffect(EmptyVisualEffect()) == ResolvedVisualEffect())
  }
}
