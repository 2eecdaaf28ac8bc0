/// Where a toolbar item goes in the title bar: leading items after the title, the others at
/// the trailing end; `.keyboard` items are not shown.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let isLeading: Bool
  /// Whether items at this placement are left out of the title bar.
  var isHidden = false

  /// The system decides: trailing.
  public static let automatic = ToolbarItemPlacement(isLeading: false)
  /// The main action: trailing.
  public static let primaryAction = ToolbarItemPlacement(isLeading: false)
  /// A confirming action (Save, Done): trailing.
  public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
  /// A cancelling action: leading.
  public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
  /// A destructive action: trailing.
  public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
  /// Navigation controls: leading.
  public static let navigation = ToolbarItemPlacement(isLeading: true)
  /// The leading edge.
  public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing edge.
  public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The centre of the bar: trailing, in a terminal.
  public static let principal = ToolbarItemPlacement(isLeading: false)
  /// A bottom bar: trailing, in a terminal.
  public static let bottomBar = ToolbarItemPlacement(isLeading: false)
  /// Actions that can wait (an overflow menu on a phone): trailing.
  public static let secondaryAction = ToolbarItemPlacement(isLeading: false)
  /// The status of the content (a count, a sync state): trailing.
  public static let status = ToolbarItemPlacement(isLeading: false)
  /// Above an on-screen keyboard. A terminal has none, so these items are not shown.
  public static let keyboard = ToolbarItemPlacement(isLeading: false, isHidden: true)
  /// The navigation bar's leading edge, the earlier name of `.topBarLeading`.
  public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The navigation bar's trailing edge, the earlier name of `.topBarTrailing`.
  public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
}

/// Content for `.toolbar`: ``ToolbarItem``, ``ToolbarItemGroup``, or a type of your own whose
/// `body` lists them (`struct EditorTools: ToolbarContent`).
///
/// Toolbar items are views here, so toolbar content is a view whose items the title bar
/// gathers.
public protocol ToolbarContent: View {}

/// Builds toolbar content; toolbar items are views, so this is the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

extension TupleView: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: View {}
extension _ConditionalContent: ToolbarContent where TrueContent: View, FalseContent: View {}
extension Group: ToolbarContent {}
extension EmptyView: ToolbarContent {}
extension AnyView: ToolbarContent {}
extension ForEach: ToolbarContent where Content: View {}

/// One toolbar item.
public struct ToolbarItem<ID, Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates an item at a placement.
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group at a placement.
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: ToolbarContent {}

extension ToolbarItem: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    guard !placement.isHidden else { return [] }
    let elements = context.build(content, key: .index(0))
    return [ToolbarPlacementElement(placement: placement, elements: elements)]
  }
}

extension ToolbarItemGroup: ToolbarContent {}

extension ToolbarItemGroup: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    guard !placement.isHidden else { return [] }
    let elements = context.build(content, key: .index(0))
    return [ToolbarPlacementElement(placement: placement, elements: elements)]
  }
}

/// Carries a toolbar item's placement from its build to the title bar.
@MainActor
final class ToolbarPlacementElement: Element {
  let placement: ToolbarItemPlacement
  let items: [Element]

  init(placement: ToolbarItemPlacement, elements: [Element]) {
    self.placement = placement
    items = elements
  }

  override var children: [Element] { items }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let sizes = items.map { $0.sizeThatFits(.unspecified) }
    return CellSize(
      width: sizes.reduce(0) { $0 + $1.width } + max(0, items.count - 1),
      height: sizes.map(\.height).max() ?? 0)
  }

  override func place(in rect: CellRect) {
    frame = rect
    var x = rect.x
    for item in items {
      let size = item.sizeThatFits(.unspecified)
      item.place(
        in: CellRect(x: x, y: rect.y, width: size.width, height: min(size.height, rect.height)))
      x += size.width + 1
    }
  }
}

/// Builds `.toolbar` content into the enclosing stack's title bar.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  let items: Items

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    let built = context.build(items, key: .index(1))
    let entries = built.map { element -> ToolbarEntry in
      if let placed = element as? ToolbarPlacementElement {
        return ToolbarEntry(placement: placed.placement, elements: [placed])
      }
      return ToolbarEntry(placement: .automatic, elements: [element])
    }
    if let navigation = context.environment.navigationContext {
      navigation.toolbars[navigation.buildingDepth, default: []] += entries
      return elements
    }
    let content =
      elements.count == 1 ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
    return [
      TitleBarElement(title: nil, back: nil, toolbar: entries.flatMap(\.elements), content: content)
    ]
  }
}

extension View {
  /// Adds toolbar items; they appear in the title bar of the enclosing navigation stack (or
  /// in a bar above this view when there is none).
  public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}
