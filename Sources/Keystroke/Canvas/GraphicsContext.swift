import Foundation
import KeystrokeTerminal

/// Where a ``Canvas`` draws, and the state its drawing is done in: SwiftUI's
/// `GraphicsContext`.
///
/// One unit is one cell, x to the right and y down from the canvas's top leading corner, as
/// for a ``Shape``'s path. A filled path covers the cells whose centres lie inside it, a
/// stroked path the cells its lines pass through (``Path`` says how), each cell a block of
/// the shading's colour; text is drawn in cells from the point or rectangle given. The
/// transform moves, scales or turns what is drawn after it is set (a text's place moves, its
/// letters stay letters); clip shapes keep later drawing to the cells they cover, and
/// filters change the colours later drawing is done in. An image is its glyph, drawn as text.
///
/// Copies of a context draw into the same canvas, each with its own state: changing one's
/// transform, opacity or clip changes nothing drawn through another (``drawLayer(content:)``
/// hands its content such a copy).
public struct GraphicsContext {
  var recording: CanvasRecording

  /// The transform from the coordinates drawing uses to the canvas's cells.
  public var transform: CGAffineTransform = .identity
  /// The opacity of what is drawn: 0 draws nothing; between 0 and 1 a colour is drawn at that
  /// opacity (``Color/opacity(_:)``).
  public var opacity: Double = 1
  /// The clip shapes in force, in the canvas's cells.
  var clips: [CanvasClip] = []
  /// The filters in force, first added first applied.
  var filters: [Filter] = []

  init(recording: CanvasRecording) { self.recording = recording }

  /// The environment the canvas is drawn in.
  public var environment: EnvironmentValues { recording.environment }

  // MARK: Transforms

  /// Moves what is drawn next by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales what is drawn next by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Turns what is drawn next by `angle`, clockwise on screen, about the origin.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  /// Applies `matrix` to what is drawn next, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Keeps what is drawn next to the cells whose centres lie inside `path` (outside it with
  /// the ``ClipOptions/inverse`` option), within the clip shapes already in force.
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    clips.append(
      CanvasClip(
        shape: .path(path.applying(transform), evenOdd: style.isEOFilled),
        inverse: options.contains(.inverse)))
  }

  /// Keeps what is drawn next to the cells `content` draws (a path's cells as it fills or
  /// strokes them, a text's or symbol's rectangle), or outside them with the
  /// ``ClipOptions/inverse`` option, within the clip shapes already in force. The content
  /// draws into a layer of its own, with a copy of this context, and is not shown; at an
  /// `opacity` of 0 the layer lets nothing through (everything, inverted).
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = self
    layer.recording = recording.layer()
    layer.clips = []
    try content(&layer)
    clips.append(
      CanvasClip(
        shape: .layer(layer.recording.operations, visible: opacity > 0),
        inverse: options.contains(.inverse)))
  }

  /// The bounding rectangle of the part of the canvas the clips in force let drawing into,
  /// in the coordinates drawing uses (through the inverse of the transform); an inverted
  /// clip does not narrow it.
  public var clipBoundingRect: CGRect {
    var rect = CGRect(origin: .zero, size: recording.size)
    for clip in clips {
      guard let bounds = clip.bounds else { continue }
      rect = rect.intersection(bounds)
    }
    guard !rect.isNull else { return .zero }
    return rect.applying(transform.inverted())
  }

  // MARK: Filters

  /// Adds `filter` to those that change the colours of what is drawn next, after the ones
  /// already added. `options` has no effect.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }

  // MARK: Layers

  /// Draws `content` with a copy of this context, so state it changes (transform, opacity,
  /// clip) applies to its drawing only.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  // MARK: Paths

  /// Fills the cells whose centres lie inside `path` (the non-zero rule, or even-odd with
  /// `FillStyle(eoFill: true)`) with `shading`; a gradient shades each cell by its place in
  /// the path's bounding rectangle, a gradient with points by where they fall.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let moved = path.applying(transform)
    guard
      let paint = shading.paint(
        in: environment, opacity: opacity, placing: CanvasPainter.cellBounds(of: moved),
        by: transform)
    else { return }
    recording.operations.append(
      .fill(moved, filtered(paint), evenOdd: style.isEOFilled, clips: clips))
  }

  /// Draws the cells the lines of `path` pass through in `shading`. Cells draw one line
  /// whatever the style's width; dashes, caps and joins have no effect.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard style.lineWidth >= 0, let paint = shading.paint(in: environment, opacity: opacity)
    else { return }
    recording.operations.append(
      .stroke(path.applying(transform), filtered(paint), clips: clips))
  }

  /// `paint` with the filters in force applied to its colour and, cell by cell, its gradient.
  private func filtered(_ paint: CanvasPaint) -> CanvasPaint {
    guard !filters.isEmpty else { return paint }
    var result = paint
    result.color = Filter.apply(filters, to: paint.color)
    result.filters = filters
    return result
  }

  /// `runs` with the filters in force applied to their colours.
  private func filtered(_ runs: [(String, CellStyle)]) -> [(String, CellStyle)] {
    guard !filters.isEmpty else { return runs }
    return runs.map { text, style in
      var style = style
      style.foreground = Filter.apply(filters, to: style.foreground) ?? style.foreground
      style.background = Filter.apply(filters, to: style.background) ?? style.background
      return (text, style)
    }
  }

  /// Draws the cells the lines of `path` pass through in `shading`, one cell wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text

  /// The text resolved in the canvas's environment, to measure or draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text, in: environment, now: recording.now)
  }

  /// Draws `text` on one line per paragraph with the point `anchor` of its size at `point`:
  /// `.topLeading` starts it at the point, `.center` (the default) centres it there. The
  /// text's place is rounded to the nearest cell.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let place = point.applying(transform)
    let x = Self.cell(place.x - anchor.x * size.width)
    let y = Self.cell(place.y - anchor.y * size.height)
    guard opacity > 0, let x, let y else { return }
    recording.operations.append(
      .text(
        runs: filtered(text.shadedRuns()),
        frame: CellRect(x: x, y: y, width: Int(size.width), height: Int(size.height)),
        clips: clips))
  }

  /// Draws `text`, resolved in the canvas's environment, with the point `anchor` of its size
  /// at `point`, as the resolved text's form does.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` laid out in `rect` as a `Text` view in that frame: wrapped to its width,
  /// cut with `…` at its height. The rectangle is rounded to whole cells.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    guard opacity > 0, let frame = Self.cells(of: rect.applying(transform)) else { return }
    recording.operations.append(
      .text(runs: filtered(text.shadedRuns()), frame: frame, clips: clips))
  }

  /// Draws `text`, resolved in the canvas's environment, laid out in `rect`, as the resolved
  /// text's form does.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  // MARK: Images

  /// The image resolved in the canvas's environment, to measure or draw: its glyph.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image, in: environment)
  }

  /// Draws `image`'s glyph with the point `anchor` of its size at `point`, rounded to the
  /// nearest cell.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    guard let (x, y) = anchoredCell(point, size: image.size, anchor: anchor) else { return }
    recording.operations.append(
      .text(
        runs: filtered(image.shadedRuns()),
        frame: CellRect(x: x, y: y, width: Int(image.size.width), height: 1), clips: clips))
  }

  /// Draws `image`'s glyph in the middle of `rect`, rounded to whole cells: a glyph is not
  /// stretched to fill it. `style` has no effect.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard opacity > 0, let frame = Self.cells(of: rect.applying(transform)) else { return }
    let width = min(frame.width, Int(image.size.width))
    recording.operations.append(
      .text(
        runs: filtered(image.shadedRuns()),
        frame: CellRect(
          x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - 1) / 2,
          width: width, height: 1), clips: clips))
  }

  /// Draws `image`, resolved in the canvas's environment, with the point `anchor` of its
  /// size at `point`, as the resolved image's form does.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws `image`, resolved in the canvas's environment, in the middle of `rect`, as the
  /// resolved image's form does.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// The cell where something `size` big starts when the point `anchor` of it is at `point`
  /// (in the canvas's transform), rounded to the nearest cell; `nil` when nothing would show
  /// (no opacity, or a position that is not finite).
  private func anchoredCell(_ point: CGPoint, size: CGSize, anchor: UnitPoint) -> (x: Int, y: Int)?
  {
    let place = point.applying(transform)
    guard opacity > 0, let x = Self.cell(place.x - anchor.x * size.width),
      let y = Self.cell(place.y - anchor.y * size.height)
    else { return nil }
    return (x, y)
  }

  // MARK: Symbols

  /// The canvas's symbol tagged `id` (`.tag(id)` on one of its `symbols:` views), or `nil`
  /// when it has none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    recording.symbols[AnyHashable(id)]
  }

  /// Draws `symbol` at its size with the point `anchor` of it at `point`, rounded to the
  /// nearest cell.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    guard let (x, y) = anchoredCell(point, size: symbol.size, anchor: anchor) else { return }
    recording.operations.append(
      .symbol(
        index: symbol.index,
        frame: CellRect(
          x: x, y: y, width: Int(symbol.size.width), height: Int(symbol.size.height)),
        clips: clips))
  }

  /// Draws `symbol` laid out in `rect`, rounded to whole cells, as a view in that frame.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    guard opacity > 0, let frame = Self.cells(of: rect.applying(transform)) else { return }
    recording.operations.append(.symbol(index: symbol.index, frame: frame, clips: clips))
  }

  /// The whole cells a rectangle rounds to, or `nil` when it covers none.
  private static func cells(of rect: CGRect) -> CellRect? {
    guard let minX = cell(rect.minX), let minY = cell(rect.minY), let maxX = cell(rect.maxX),
      let maxY = cell(rect.maxY), maxX > minX, maxY > minY
    else { return nil }
    return CellRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The cell a coordinate rounds to (halves round up), or `nil` for one far off the grid.
  private static func cell(_ value: CGFloat) -> Int? {
    guard value.isFinite, abs(value) < 1_000_000 else { return nil }
    return Int((value + 0.5).rounded(.down))
  }
}
