import Foundation

/// A view that takes all the space it is offered and builds its content from that space's size.
///
/// The content is placed at the top leading corner. A terminal host lays a view out after
/// building it, so the content is first built with the size found at the previous layout
/// (none, the first time); when the layout finds another size, the host builds the content
/// again with it before drawing, so every frame, in a window or a sheet, shows the content for
/// its own size.
public struct GeometryReader<Content: View> {
  /// Builds the content from a proxy for the reader's space.
  public var content: (GeometryProxy) -> Content
  @State private var space = GeometrySpace()

  /// Creates a reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

/// Where a geometry reader was placed, in cells.
struct GeometrySpace: Equatable {
  var x = 0
  var y = 0
  var width = 0
  var height = 0
}

/// Lays out a geometry reader's content and records the space it was given.
struct GeometryReaderLayout<Content: View> {
  let space: Binding<GeometrySpace>
  let content: Content

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension GeometryReaderLayout: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let items = context.build(content, key: .index(0))
    let child =
      items.count == 1
      ? items[0]
      : LayeredElement(items: items, alignment: .topLeading, sizing: .largestChild)
    return [
      GeometryReaderElement(child: child, space: space, layoutChanged: context.reportLayoutChange)
    ]
  }
}

extension GeometryReaderLayout: View {}

/// Takes the whole proposal, places its child at the top leading corner, and writes the
/// rectangle it was placed in back to the reader when it changed, telling the host, which
/// builds the content again for it before drawing.
@MainActor
final class GeometryReaderElement: WrapperElement {
  let space: Binding<GeometrySpace>
  /// Tells the host that the content was built for another space.
  let layoutChanged: @MainActor () -> Void

  init(
    child: Element, space: Binding<GeometrySpace>,
    layoutChanged: @escaping @MainActor () -> Void
  ) {
    self.space = space
    self.layoutChanged = layoutChanged
    super.init(child: child)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    proposal.replacingUnspecified(with: CellSize(width: 10, height: 10))
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(SizeProposal(rect.size))
    child.place(
      in: CellRect(
        x: rect.x, y: rect.y, width: min(size.width, rect.width),
        height: min(size.height, rect.height)))
    let placed = GeometrySpace(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    if space.wrappedValue != placed {
      space.wrappedValue = placed
      layoutChanged()
    }
  }
}

extension GeometryReader: View {
  /// The content, built for the space found at the last layout.
  public var body: some View {
    GeometryReaderLayout(space: $space, content: content(GeometryProxy(space: space)))
  }
}
