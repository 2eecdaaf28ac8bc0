import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// Counts the times a canvas's renderer runs.
@MainActor
private final class CanvasRenders {
  var count = 0
}

/// A canvas drawing a counter that a button beside it changes.
private struct CanvasCounter: View {
  let renders: CanvasRenders
  @State private var value = 0
  @State private var other = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("Add") { value += 1 }
        Button("Other \(other)") { other += 1 }
      }
      CanvasCounterDrawing(renders: renders, value: value)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The canvas of ``CanvasCounter``, a view of its own so that only its value re-runs it.
private struct CanvasCounterDrawing: View {
  let renders: CanvasRenders
  let value: Int

  var body: some View {
    Canvas { context, _ in
      renders.count += 1
      context.draw(Text("value \(value)"), at: .zero, anchor: .topLeading)
    }
    .frame(width: 10, height: 1)
  }
}

@MainActor
@Suite struct CanvasBehaviourTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  /// The canvas drawn at the top leading corner of a screen of `columns` by `rows`, each cell
  /// shown as `#` when filled (a reversed block) and as its character otherwise.
  private func picture(
    columns: Int, rows: Int, width: CGFloat, height: CGFloat,
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) -> (host: TestHost, cells: [String]) {
    let host = TestHost(
      Canvas(renderer: renderer).frame(width: width, height: height)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: rows)
    let cells = (0..<rows).map { row in
      let line = Array(host.lines[row])
      return String(
        (0..<columns).map { column -> Character in
          if host.style(column: column, row: row).attributes.contains(.reverse) { return "#" }
          return column < line.count ? line[column] : " "
        })
    }
    return (host, cells)
  }

  @Test func aBarChartFillsTheCellsOfEachRectangle() {
    let (host, cells) = picture(columns: 7, rows: 3, width: 6, height: 3) { context, size in
      for (index, value) in [1.0, 3, 2].enumerated() {
        let bar = CGRect(x: CGFloat(index) * 2, y: size.height - value, width: 1, height: value)
        context.fill(Path(bar), with: .color(red))
      }
    }
    #expect(cells == ["  #    ", "  # #  ", "# # #  "])
    #expect(host.style(column: 0, row: 2).foreground == .rgb(255, 0, 0))
  }

  @Test func aStrokedPathDrawsTheCellsItsLinesPassThrough() {
    let (_, cells) = picture(columns: 5, rows: 3, width: 5, height: 3) { context, _ in
      var line = Path()
      line.addLines([
        CGPoint(x: 0.5, y: 2.5), CGPoint(x: 2.5, y: 0.5), CGPoint(x: 4.5, y: 2.5),
      ])
      context.stroke(line, with: .foreground, lineWidth: 1)
    }
    #expect(cells == ["  #  ", " # # ", "#   #"])
  }

  @Test func textIsPlacedByItsAnchor() {
    let (_, cells) = picture(columns: 8, rows: 3, width: 8, height: 3) { context, size in
      context.draw(Text("Hi"), at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
      context.draw(Text("mid"), at: CGPoint(x: size.width / 2, y: size.height / 2))
      context.draw(Text("end"), at: CGPoint(x: 0, y: size.height), anchor: .bottomLeading)
    }
    #expect(cells == ["      Hi", "   mid  ", "end     "])
  }

  @Test func textOverAFillKeepsTheFillAsItsBackground() {
    let (host, _) = picture(columns: 4, rows: 1, width: 4, height: 1) { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
      context.draw(Text("ok"), at: CGPoint(x: 1, y: 0), anchor: .topLeading)
    }
    #expect(host.lines[0].hasPrefix(" ok"))
    #expect(host.style(column: 1, row: 0).background == .rgb(255, 0, 0))
  }

  @Test func translateAndScaleMoveWhatIsDrawnNext() {
    let (_, cells) = picture(columns: 8, rows: 3, width: 8, height: 3) { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground)
      context.translateBy(x: 2, y: 1)
      context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: .foreground)
      context.scaleBy(x: 2, y: 1)
      context.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: .foreground)
      context.draw(Text("t"), at: CGPoint(x: 2, y: 1), anchor: .topLeading)
    }
    #expect(cells == ["#       ", "  ##    ", "    ##t "])
  }

  @Test func aClipKeepsLaterDrawingToItsCells() {
    let (_, cells) = picture(columns: 6, rows: 2, width: 6, height: 2) { context, size in
      context.drawLayer { layer in
        layer.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 1)))
        layer.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
      }
      // The layer's clip does not reach drawing after it; an inverse clip keeps outside.
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 2, height: 2)), options: .inverse)
      context.draw(Text("abcdef"), at: CGPoint(x: 0, y: 1), anchor: .topLeading)
    }
    #expect(cells == ["###   ", "  cdef"])
  }

  @Test func aGradientShadesEachFilledCellAcrossThePath() {
    let (host, _) = picture(columns: 5, rows: 1, width: 5, height: 1) { context, _ in
      context.fill(
        Path(CGRect(x: 1, y: 0, width: 3, height: 1)),
        with: .style(
          LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
    }
    let shades = (0..<5).map { host.style(column: $0, row: 0).foreground }
    #expect(shades[1...3] == [.rgb(255, 0, 0), .rgb(128, 0, 128), .rgb(0, 0, 255)])
    #expect(!host.style(column: 0, row: 0).attributes.contains(.reverse))
    #expect(!host.style(column: 4, row: 0).attributes.contains(.reverse))
  }

  @Test func aLinearGradientShadingRunsBetweenItsPoints() {
    let (host, _) = picture(columns: 6, rows: 1, width: 6, height: 1) { context, size in
      context.translateBy(x: 1, y: 0)
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 5, height: 1)),
        with: .linearGradient(
          Gradient(colors: [red, blue]), startPoint: CGPoint(x: 0.5, y: 0.5),
          endPoint: CGPoint(x: 2.5, y: 0.5)))
    }
    let shades = (1..<6).map { host.style(column: $0, row: 0).foreground }
    #expect(
      shades == [
        .rgb(255, 0, 0), .rgb(128, 0, 128), .rgb(0, 0, 255), .rgb(0, 0, 255), .rgb(0, 0, 255),
      ])
  }

  @Test func noOpacityDrawsNothingAndResolvedTextMeasuresInCells() {
    var measured: [CGSize] = []
    let (_, cells) = picture(columns: 6, rows: 2, width: 6, height: 2) { context, size in
      var faded = context
      faded.opacity = 0
      faded.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
      let text = context.resolve(Text("Hello world"))
      measured = [
        text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity)),
        text.measure(in: size),
      ]
      context.draw(text, in: CGRect(origin: .zero, size: size))
    }
    #expect(measured == [CGSize(width: 11, height: 1), CGSize(width: 5, height: 2)])
    #expect(cells == ["Hello ", "world "])
  }

  @Test func symbolsAreFoundByTagAndDrawnWhereverTheRendererPutsThem() throws {
    var sizes: [CGSize?] = []
    let host = TestHost(
      Canvas { context, size in
        let star = context.resolveSymbol(id: "star")
        sizes = [star?.size, context.resolveSymbol(id: "none")?.size]
        guard let star else { return }
        context.draw(star, at: .zero, anchor: .topLeading)
        context.draw(star, at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
        context.translateBy(x: 3, y: 1)
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
        context.draw(star, in: CGRect(x: 0, y: 0, width: 2, height: 1))
      } symbols: {
        Text("*+").tag("star")
      }
      .frame(width: 8, height: 3)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 8, rows: 3)
    #expect(sizes == [CGSize(width: 2, height: 1), nil])
    #expect(host.lines == ["*+", "   *", "      *+"])
  }

  @Test func theCanvasRendersAgainOnlyWhenItsInputsChange() throws {
    let renders = CanvasRenders()
    let host = TestHost(CanvasCounter(renders: renders), columns: 24, rows: 3)
    #expect(host.lines[1].hasPrefix("value 0"))
    #expect(renders.count == 1)
    // Another button's state changes beside the canvas: it is not drawn again.
    try host.play("tab enter")
    #expect(host.lines[0].contains("Other 1"))
    #expect(renders.count == 1)
    try host.play("shift+tab enter")
    #expect(host.lines[1].hasPrefix("value 1"))
    #expect(renders.count == 2)
  }
}
