import Foundation
import Keystroke
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// A canvas's radial and conic gradient shadings, gradient options, layer clips, filters,
/// images and text baselines, cell by cell.
@MainActor
@Suite struct CanvasLayerFilterBehaviourTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)
  private let white = Color(red: 1, green: 1, blue: 1)

  /// A canvas of `width` by `height` drawn at the top leading corner of a screen its size.
  private func host(
    width: Int, height: Int, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) -> TestHost {
    TestHost(
      Canvas(renderer: renderer).frame(width: CGFloat(width), height: CGFloat(height))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: width, rows: height)
  }

  /// Each cell of `row` as its foreground colour when filled (a reversed block), else `nil`.
  private func fills(_ host: TestHost, row: Int, columns: Int) -> [TerminalColor?] {
    (0..<columns).map { column in
      let style = host.style(column: column, row: row)
      return style.attributes.contains(.reverse) ? style.foreground : nil
    }
  }

  @Test func aRadialGradientShadingRingsOutInCellsFromItsCentre() {
    let plain = host(width: 7, height: 1) { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .radialGradient(
          Gradient(colors: [red, blue]), center: CGPoint(x: 3.5, y: 0.5), startRadius: 0,
          endRadius: 2))
    }
    let purple = TerminalColor.rgb(128, 0, 128)
    let ends = TerminalColor.rgb(0, 0, 255)
    #expect(
      fills(plain, row: 0, columns: 7) == [
        ends, ends, purple, .rgb(255, 0, 0), purple, ends, ends,
      ])
    let repeated = host(width: 7, height: 1) { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .radialGradient(
          Gradient(colors: [red, blue]), center: CGPoint(x: 3.5, y: 0.5), startRadius: 0,
          endRadius: 2, options: .repeat))
    }
    // Three cells out is one and a half radii: halfway through the second run.
    #expect(fills(repeated, row: 0, columns: 7)[6] == purple)
  }

  @Test func aConicGradientShadingTurnsClockwiseFromItsAngle() {
    let host = host(width: 3, height: 3) { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .conicGradient(Gradient(colors: [red, blue]), center: CGPoint(x: 1.5, y: 1.5)))
    }
    // Trailing is the start, below a quarter turn on, leading half, above three quarters.
    #expect(fills(host, row: 1, columns: 3)[2] == .rgb(255, 0, 0))
    #expect(fills(host, row: 2, columns: 3)[1] == .rgb(191, 0, 64))
    #expect(fills(host, row: 1, columns: 3)[0] == .rgb(128, 0, 128))
    #expect(fills(host, row: 0, columns: 3)[1] == .rgb(64, 0, 191))
  }

  @Test func aMirroredLinearGradientRunsBackBeyondItsEnd() {
    let host = host(width: 5, height: 1) { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .linearGradient(
          Gradient(colors: [red, blue]), startPoint: CGPoint(x: 0.5, y: 0.5),
          endPoint: CGPoint(x: 2.5, y: 0.5), options: .mirror))
    }
    let purple = TerminalColor.rgb(128, 0, 128)
    #expect(
      fills(host, row: 0, columns: 5) == [
        .rgb(255, 0, 0), purple, .rgb(0, 0, 255), purple, .rgb(255, 0, 0),
      ])
  }

  @Test func aLayerClipKeepsLaterDrawingToTheCellsTheLayerDrew() {
    var bounds: [CGRect] = []
    let host = host(width: 6, height: 2) { context, size in
      var inside = context
      inside.clipToLayer { layer in
        layer.fill(Path(CGRect(x: 1, y: 0, width: 2, height: 1)), with: .color(white))
        layer.draw(Text("ab"), at: CGPoint(x: 4, y: 1), anchor: .topLeading)
      }
      bounds.append(inside.clipBoundingRect)
      inside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
      var outside = context
      outside.clipToLayer(options: .inverse) { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 1)), with: .color(white))
      }
      outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(blue))
      var none = context
      none.clipToLayer(opacity: 0) { layer in
        layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(white))
      }
      none.fill(Path(CGRect(origin: .zero, size: size)), with: .color(white))
    }
    let r = TerminalColor.rgb(255, 0, 0)
    let b = TerminalColor.rgb(0, 0, 255)
    // The layer drew row 0's columns 1-2 and the text's cells at columns 4-5 of row 1; the
    // inverse layer covered row 0's first five columns, so blue goes over the rest.
    #expect(fills(host, row: 0, columns: 6) == [nil, r, r, nil, nil, b])
    #expect(fills(host, row: 1, columns: 6) == [b, b, b, b, b, b])
    #expect(bounds == [CGRect(x: 1, y: 0, width: 5, height: 2)])
  }

  @Test func clipBoundingRectIsTheClipsBoundsInTheDrawingsCoordinates() {
    var bounds: [CGRect] = []
    _ = host(width: 8, height: 4) { context, _ in
      bounds.append(context.clipBoundingRect)
      context.clip(to: Path(CGRect(x: 2, y: 1, width: 4, height: 2)))
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 4, height: 4)))
      bounds.append(context.clipBoundingRect)
      context.translateBy(x: 1, y: 1)
      bounds.append(context.clipBoundingRect)
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), options: .inverse)
      bounds.append(context.clipBoundingRect)
    }
    #expect(
      bounds == [
        CGRect(x: 0, y: 0, width: 8, height: 4), CGRect(x: 2, y: 1, width: 2, height: 2),
        CGRect(x: 1, y: 0, width: 2, height: 2), CGRect(x: 1, y: 0, width: 2, height: 2),
      ])
  }

  @Test func colourFiltersChangeTheColoursOfLaterDrawing() {
    let host = host(width: 4, height: 3) { context, _ in
      var inverted = context
      inverted.addFilter(.colorInvert())
      inverted.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red))
      var grey = context
      grey.addFilter(.grayscale(1))
      grey.fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), with: .color(red))
      var turned = context
      turned.addFilter(.hueRotation(.degrees(120)))
      turned.fill(Path(CGRect(x: 2, y: 0, width: 1, height: 1)), with: .color(red))
      var blurred = context
      blurred.addFilter(.blur(radius: 3))
      blurred.fill(Path(CGRect(x: 3, y: 0, width: 1, height: 1)), with: .color(red))
      var tinted = context
      tinted.addFilter(.colorMultiply(blue))
      tinted.fill(
        Path(CGRect(x: 0, y: 1, width: 3, height: 1)),
        with: .linearGradient(
          Gradient(colors: [red, white]), startPoint: CGPoint(x: 0.5, y: 1.5),
          endPoint: CGPoint(x: 2.5, y: 1.5)))
      var text = context
      text.addFilter(.colorInvert())
      text.draw(Text("x").foregroundColor(blue), at: CGPoint(x: 0, y: 2), anchor: .topLeading)
    }
    #expect(
      fills(host, row: 0, columns: 4) == [
        .rgb(0, 255, 255), .rgb(54, 54, 54), .rgb(0, 255, 0), .rgb(255, 0, 0),
      ])
    // Red times blue is black; white times blue is blue.
    #expect(fills(host, row: 1, columns: 3) == [.rgb(0, 0, 0), .rgb(0, 0, 128), .rgb(0, 0, 255)])
    #expect(host.style(column: 0, row: 2).foreground == .rgb(255, 255, 0))
  }

  @Test func anImageIsItsGlyphPlacedLikeText() {
    var sizes: [CGSize] = []
    let host = host(width: 5, height: 3) { context, _ in
      var star = context.resolve(Image(systemName: "star.fill"))
      sizes.append(star.size)
      context.draw(Image(systemName: "star.fill"), at: .zero, anchor: .topLeading)
      star.shading = .color(red)
      context.draw(star, in: CGRect(x: 0, y: 0, width: 5, height: 3))
    }
    #expect(sizes == [CGSize(width: 1, height: 1)])
    #expect(host.lines[0].hasPrefix("★"))
    #expect(Array(host.lines[1]).dropFirst(2).first == "★")
    #expect(host.style(column: 2, row: 1).foreground == .rgb(255, 0, 0))
    #expect(host.style(column: 0, row: 0).foreground == .default)
  }

  @Test func resolvedTextBaselinesAreTheBottomsOfItsFirstAndLastLines() {
    var baselines: [CGFloat] = []
    _ = host(width: 6, height: 2) { context, _ in
      let text = context.resolve(Text("Hello world"))
      let narrow = CGSize(width: 5, height: 5)
      baselines = [text.firstBaseline(in: narrow), text.lastBaseline(in: narrow)]
      let wide = CGSize(width: 20, height: 5)
      baselines += [text.firstBaseline(in: wide), text.lastBaseline(in: wide)]
    }
    #expect(baselines == [1, 2, 1, 1])
  }
}
