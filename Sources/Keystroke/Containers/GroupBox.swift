import KeystrokeTerminal

/// A framed box around related content, with an optional label in its top edge:
///
///     ┌ Label ──────────┐
///     │ content         │
///     └─────────────────┘
///
/// The content is inset one column from each side of the frame.
public struct GroupBox<Label: View, Content: View> {
  let label: Label?
  let content: Content

  /// Creates a box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Creates a box with a label view.
  nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox where Label == EmptyView {
  /// Creates a box without a label.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// Creates a box titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = Text(titleKey)
  }

  /// Creates a box titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = Text(verbatim: String(title))
  }
}

extension GroupBox: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let items = context.build(content, key: .index(0))
    let body =
      items.count == 1
      ? items[0]
      : StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: items)
    var labelElement: Element?
    if let label {
      let labels = context.build(label, key: .index(1)) { $0.lineLimit = 1 }
      if !labels.isEmpty {
        labelElement =
          labels.count == 1 ? labels[0] : StackElement(axis: .horizontal, spacing: 1, items: labels)
      }
    }
    var frameStyle = context.environment.textCellStyle
    frameStyle.foreground = Color.secondary.terminalColor
    frameStyle.attributes = []
    return [GroupBoxElement(content: body, label: labelElement, frameStyle: frameStyle)]
  }
}

extension GroupBox: View {}

/// Draws a box-drawing frame around its content, with a one-line label in the top edge.
@MainActor
final class GroupBoxElement: Element {
  let content: Element
  let label: Element?
  let frameStyle: CellStyle

  init(content: Element, label: Element?, frameStyle: CellStyle) {
    self.content = content
    self.label = label
    self.frameStyle = frameStyle
  }

  override var children: [Element] { [content] + (label.map { [$0] } ?? []) }

  /// The frame and one column of space on each side take four columns; the frame two rows.
  private static let horizontalInset = 4
  private static let verticalInset = 2

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = SizeProposal(
      width: proposal.width.map { max(0, $0 - Self.horizontalInset) },
      height: proposal.height.map { max(0, $0 - Self.verticalInset) })
    let size = content.sizeThatFits(inner)
    let labelWidth = label?.sizeThatFits(SizeProposal(width: nil, height: 1)).width ?? 0
    // The label sits in the top edge after "┌ " and before " ─┐".
    var width = max(size.width + Self.horizontalInset, labelWidth + 5)
    if let offered = proposal.width { width = min(width, max(offered, Self.horizontalInset)) }
    return CellSize(width: width, height: size.height + Self.verticalInset)
  }

  override func place(in rect: CellRect) {
    frame = rect
    content.place(in: rect.inset(top: 1, leading: 2, bottom: 1, trailing: 2))
    if let label {
      let available = max(0, rect.width - 5)
      let width = min(
        available, label.sizeThatFits(SizeProposal(width: available, height: 1)).width)
      label.place(in: CellRect(x: rect.x + 2, y: rect.y, width: width, height: 1))
    }
  }

  override func expands(along axis: Axis) -> Bool { content.expands(along: axis) }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.width >= 2, frame.height >= 2 else {
      content.draw(into: &screen, clip: clip)
      return
    }
    BoxOutline.draw(frame, style: frameStyle, clip: clip, into: &screen)
    func put(_ glyph: String, _ x: Int, _ y: Int) {
      if clip.contains(x: x, y: y) { screen.write(glyph, x: x, y: y, style: frameStyle) }
    }
    if let label, label.frame.width > 0 {
      put(" ", label.frame.x - 1, frame.y)
      put(" ", label.frame.maxX, frame.y)
      label.draw(into: &screen, clip: clip.intersection(label.frame))
    }
    content.draw(
      into: &screen,
      clip: clip.intersection(frame.inset(top: 1, leading: 1, bottom: 1, trailing: 1)))
  }
}
