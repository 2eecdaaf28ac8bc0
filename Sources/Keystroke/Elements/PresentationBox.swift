import KeystrokeTerminal

/// Lays out and draws one presented layer over the window: sheets and dialogs in a bordered
/// box centred in the content area, as big as their content's ideal size within the window
/// (so a spacer adds no height), covers across the whole area.
@MainActor
enum PresentationBox {
  /// The widest a dialog box gets.
  static let maximumDialogWidth = 60
  /// The narrowest a sheet gets (when the window is wide enough): room to type in its fields.
  static let minimumSheetWidth = 54

  /// A layer laid out over the window: its content, placed, and the box it is drawn in.
  struct Placed {
    /// The layer's content, placed inside ``box``.
    let content: Element
    /// The bordered box of a sheet or dialog, or the whole area for a cover.
    let box: CellRect
    /// Where the content is drawn: inside the border, or the whole box for a cover.
    let inside: CellRect
    /// Whether the layer is a full-screen cover, drawn without a border.
    let coversArea: Bool
    /// The size a sheet with a sticky ``SheetSizing`` keeps at least while it is up.
    var stickySize: CellSize? = nil
  }

  /// Lays out the layer's content in `area`, the window's content area. It runs before the
  /// frame is drawn, with the window's own layout, so what it finds (a `GeometryReader`'s
  /// space, a `ViewThatFits` choosing a child) is built in the same update. `lastSize` is
  /// the size a sheet with a sticky sizing had in the last update. Returns `nil` when the
  /// area is empty.
  static func layOut(
    _ layer: PresentationLayerRecord, in area: CellRect, lastSize: CellSize? = nil
  ) -> Placed? {
    let content =
      layer.elements.count == 1
      ? layer.elements[0] : StackElement(axis: .vertical, spacing: 0, items: layer.elements)
    guard area.width > 0, area.height > 0 else { return nil }
    if layer.kind == .fullScreen {
      let size = content.sizeThatFits(SizeProposal(area.size))
      let fitted = CellSize(
        width: min(size.width, area.width), height: min(size.height, area.height))
      let origin = Alignment.center.origin(of: fitted, in: area)
      content.place(
        in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
      return Placed(content: content, box: area, inside: area, coversArea: true)
    }
    if let sizing = layer.sizing, sizing.changesBox, layer.kind == .sheet, layer.anchor == nil,
      popoverSource(of: layer) == nil
    {
      return sized(content, by: sizing, in: area, lastSize: lastSize)
    }
    let maximumWidth =
      layer.kind == .alert ? min(maximumDialogWidth, area.width) : max(0, area.width - 4)
    let inner = SizeProposal(width: max(0, maximumWidth - 4), height: max(0, area.height - 2))
    // As on macOS, a sheet is as tall as its content wants (its ideal height: a spacer adds
    // nothing), never taller than the window; what does not fit scrolls inside as before.
    let ideal = content.sizeThatFits(SizeProposal(width: nil, height: nil))
    let width = min(ideal.width, inner.width ?? 0)
    let fitted = content.sizeThatFits(SizeProposal(width: width, height: nil))
    let size =
      fitted.height <= inner.height ?? 0
      ? fitted : content.sizeThatFits(SizeProposal(width: width, height: inner.height))
    let boxWidth = min(
      area.width, max(size.width + 4, layer.kind == .alert ? 24 : minimumSheetWidth))
    let boxHeight = min(area.height, size.height + 2)
    var box = CellRect(
      x: area.x + max(0, (area.width - boxWidth) / 2),
      y: area.y + max(0, (area.height - boxHeight) / 2), width: boxWidth, height: boxHeight)
    if let anchor = layer.anchor {
      box = anchored(size: size, under: anchor, in: area)
    } else if let source = popoverSource(of: layer) {
      let attachment = PopoverPlacement.attachment(layer.attachmentAnchor, in: source)
      let isPoint = if case .point = layer.attachmentAnchor { true } else { false }
      box = PopoverPlacement.box(
        beside: attachment, in: area,
        preferring: PopoverPlacement.preferredEdge(
          arrowEdge: layer.arrowEdge, anchor: layer.attachmentAnchor),
        centred: isPoint
      ) { columns in
        content.sizeThatFits(SizeProposal(width: min(ideal.width, columns), height: nil))
      }
    }
    let inside = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
    content.place(in: inside)
    return Placed(content: content, box: box, inside: inside, coversArea: false)
  }

  /// A sheet whose content gave it a sizing: a bordered box around the size the sizing
  /// makes, centred in `area`, the content centred inside it at that size.
  private static func sized(
    _ content: Element, by sizing: SheetSizing, in area: CellRect, lastSize: CellSize?
  ) -> Placed {
    let limit = CellSize(width: max(0, area.width - 4), height: max(0, area.height - 2))
    let size =
      sizing.isAutomatic
      ? automaticSize(of: content, limit: limit)
      : sizing.contentSize(limit: limit, last: lastSize) { content.sizeThatFits($0) }
    let sticky =
      sizing.isAutomatic
      ? sizing.sticking(size, to: lastSize, limit: limit) : size
    let box = CellRect(
      x: area.x + max(0, (area.width - sticky.width - 4) / 2),
      y: area.y + max(0, (area.height - sticky.height - 2) / 2),
      width: min(area.width, sticky.width + 4), height: min(area.height, sticky.height + 2))
    let inside = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
    let fitted = content.sizeThatFits(SizeProposal(width: inside.width, height: inside.height))
    let placedSize = CellSize(
      width: min(fitted.width, inside.width), height: min(fitted.height, inside.height))
    let origin = Alignment.center.origin(of: placedSize, in: inside)
    content.place(
      in: CellRect(x: origin.x, y: origin.y, width: placedSize.width, height: placedSize.height))
    return Placed(
      content: content, box: box, inside: inside, coversArea: false, stickySize: sticky)
  }

  /// The content size of an automatic sheet within `limit`: its ideal width and the height
  /// it wants at that width.
  private static func automaticSize(of content: Element, limit: CellSize) -> CellSize {
    let ideal = content.sizeThatFits(SizeProposal(width: nil, height: nil))
    let width = min(max(ideal.width, minimumSheetWidth - 4), limit.width)
    let height = content.sizeThatFits(SizeProposal(width: width, height: nil)).height
    return CellSize(width: width, height: min(height, limit.height))
  }

  /// Draws a layer ``layOut(_:in:lastSize:)`` placed: its box, border and content.
  static func draw(_ placed: Placed, into screen: inout ScreenBuffer) {
    let box = placed.box
    screen.fill(x: box.x, y: box.y, width: box.width, height: box.height)
    placed.content.draw(into: &screen, clip: placed.inside)
    if !placed.coversArea { drawBorder(box, into: &screen) }
  }

  /// A box just big enough for content of `size`, under `anchor` (above it when there is no
  /// room below), kept inside `area`: where a context menu opens.
  static func anchored(size: CellSize, under anchor: CellRect, in area: CellRect) -> CellRect {
    let width = min(area.width, size.width + 4)
    let height = min(area.height, size.height + 2)
    let x = min(max(area.x, anchor.x), area.maxX - width)
    let below = anchor.y + max(1, anchor.height)
    let above = anchor.y - height
    let fitsBelow = below + height <= area.maxY
    let y = fitsBelow ? below : max(area.y, above)
    return CellRect(x: x, y: y, width: width, height: height)
  }

  /// The area a popover's presenting view covers once the window is laid out, or `nil` for a
  /// layer that is not a popover or whose view is not on screen (the box is centred then).
  /// The box opens beside the part of it the attachment anchor names (see
  /// ``PopoverPlacement``).
  static func popoverSource(of layer: PresentationLayerRecord) -> CellRect? {
    let frames = layer.source.map(\.frame).filter { $0.width > 0 && $0.height > 0 }
    guard let first = frames.first else { return nil }
    let minX = frames.map(\.x).min() ?? first.x
    let minY = frames.map(\.y).min() ?? first.y
    let maxX = frames.map(\.maxX).max() ?? first.maxX
    let maxY = frames.map(\.maxY).max() ?? first.maxY
    return CellRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Dims everything in `area`, so the window reads as inactive beneath a presentation.
  static func dim(_ area: CellRect, in screen: inout ScreenBuffer) {
    screen.restyle(area) { style in
      guard !style.attributes.contains(.dim) else { return }
      style.attributes.insert(.dim)
      style.attributes.remove(.reverse)
    }
  }

  private static func drawBorder(_ box: CellRect, into screen: inout ScreenBuffer) {
    guard box.width >= 2, box.height >= 2 else { return }
    let style = CellStyle.plain
    let right = box.maxX - 1
    let bottom = box.maxY - 1
    screen.write(
      "┌" + String(repeating: "─", count: box.width - 2) + "┐", x: box.x, y: box.y, style: style)
    screen.write(
      "└" + String(repeating: "─", count: box.width - 2) + "┘", x: box.x, y: bottom, style: style)
    for row in (box.y + 1)..<bottom {
      screen.write("│", x: box.x, y: row, style: style)
      screen.write("│", x: right, y: row, style: style)
    }
  }
}
