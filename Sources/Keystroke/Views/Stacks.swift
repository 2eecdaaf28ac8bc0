import Foundation

/// Arranges views in a column.
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a column; `spacing` is in rows and defaults to none.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      VStackLayout(alignment: alignment, spacing: spacing).makeElement(
        items: context.build(content, key: .index(0)),
        previous: context.node.subtreeReuse?.elements.first)
    ]
  }
}

/// Arranges views in a row.
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a row; `spacing` is in columns and defaults to one.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      HStackLayout(alignment: alignment, spacing: spacing).makeElement(
        items: context.build(content, key: .index(0)),
        previous: context.node.subtreeReuse?.elements.first)
    ]
  }
}

/// Tells spacers and dividers which way their stack runs.
@MainActor
enum StackAxisAssignment {
  /// Tells each item its axis; an item at the same place in `kept` is the same element the
  /// last stack already told.
  static func assign(_ axis: Axis, to items: [Element], except kept: [Element] = []) {
    for (index, item) in items.enumerated() {
      if index < kept.count, kept[index] === item { continue }
      if let spacer = item as? SpacerElement { spacer.axis = axis }
      if let divider = item as? DividerElement {
        divider.lineAxis = axis == .vertical ? .horizontal : .vertical
      }
    }
  }
}

/// Empty space that grows along the stack that holds it.
public struct Spacer {
  let minLength: CGFloat?

  /// Creates a spacer that is at least `minLength` cells long (default 0).
  nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [SpacerElement(minLength: minLength.map(Cells.count) ?? 0)]
  }
}

/// A line that separates content: across a column, or down a row.
public struct Divider {
  /// Creates a divider.
  nonisolated public init() {}

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    if let collector = context.environment.menuCollector {
      collector.append(.separator)
      return []
    }
    var style = context.environment.textCellStyle
    style.foreground = Color.secondary.terminalColor
    return [DividerElement(style: style)]
  }
}

extension VStack: View {}

extension HStack: View {}

extension Spacer: View {}

extension Divider: View {}
