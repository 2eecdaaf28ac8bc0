import Foundation

extension View {
  /// Gives this view the length of the nearest container along `axes`: the visible area of
  /// the scroll view it is in, else the content area of its sheet or window. Along other
  /// axes it keeps its own size; within the frame it is placed by `alignment`.
  public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Gives this view `span` of `count` equal columns (or rows) of the nearest container along
  /// `axes`, with `spacing` cells between them: a carousel showing three cards at a time is
  /// `containerRelativeFrame(.horizontal, count: 3, spacing: 1)`.
  public consuming func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        ContainerRelativeFrameModifier.share(of: length, count: count, span: span, spacing: spacing)
      })
  }

  /// Gives this view the length `length` computes from the nearest container's length along
  /// each of `axes` (in cells).
  public consuming func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// Sizes its content from the nearest container's size (``ContainerSize``).
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let container = context.environment.containerSize
    // The element reads the container's size as the layout finds it, so it is made each update
    // rather than kept from the last one with the measurements it took then.
    context.node.graph.noteUncopyableBuild()
    let axes = self.axes
    let alignment = self.alignment
    let length = self.length
    return context.build(content, key: .index(0)).map { child in
      ContainerRelativeFrameElement(
        child: child, container: container, axes: axes, alignment: alignment, length: length)
    }
  }

  /// The length of `span` of `count` equal parts of `length`, with `spacing` between parts.
  static func share(of length: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
    let count = max(1, count)
    let span = min(max(1, span), count)
    let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
    return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
  }
}

/// A frame whose length along some axes comes from the nearest container's size.
final class ContainerRelativeFrameElement: Element {
  let child: Element
  let container: ContainerSize?
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  init(
    child: Element, container: ContainerSize?, axes: Axis.Set, alignment: Alignment,
    length: @escaping (CGFloat, Axis) -> CGFloat
  ) {
    self.child = child
    self.container = container
    self.axes = axes
    self.alignment = alignment
    self.length = length
  }

  override var children: [Element] { [child] }

  /// The frame's length along `axis` when the container sets it; `nil` when this frame does
  /// not size along `axis`. Without a known container the proposal stands in for it.
  private func fixedLength(along axis: Axis, proposal: SizeProposal) -> Int? {
    let horizontal = axis == .horizontal
    guard axes.contains(horizontal ? .horizontal : .vertical) else { return nil }
    let size = container?.size
    guard
      let available = horizontal
        ? size?.width ?? proposal.width : size?.height ?? proposal.height
    else { return nil }
    let computed = length(CGFloat(available), axis)
    return computed.isFinite ? CellGeometry.cells(within: computed) : available
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let width = fixedLength(along: .horizontal, proposal: proposal)
    let height = fixedLength(along: .vertical, proposal: proposal)
    let own = child.sizeThatFits(
      SizeProposal(width: width ?? proposal.width, height: height ?? proposal.height))
    return CellSize(width: width ?? own.width, height: height ?? own.height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let width = fixedLength(along: .horizontal, proposal: SizeProposal(rect.size))
    let height = fixedLength(along: .vertical, proposal: SizeProposal(rect.size))
    let size = child.sizeThatFits(
      SizeProposal(width: width ?? rect.width, height: height ?? rect.height))
    let fitted = CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height))
    let origin = alignment.origin(of: fitted, in: rect)
    child.place(in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
  }

  override func expands(along axis: Axis) -> Bool {
    axes.contains(axis == .horizontal ? .horizontal : .vertical)
      ? false : child.expands(along: axis)
  }
}
