extension View {
  /// Calls `action` with `true` when at least `threshold` of this view (0 to 1, by area) comes
  /// into the visible part of the scroll view or list around it, and with `false` when it no
  /// longer is: scrolled out, or its row dropped. The first layout that shows the view calls it
  /// with `true`; a view never shown is never reported. Outside a scroll view or list it is
  /// never called.
  public consuming func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    modifier(ScrollVisibilityChangeModifier(threshold: threshold, action: action))
  }
}

/// Registers a watcher with the scroll view around and has each element of its content note
/// where it is placed.
struct ScrollVisibilityChangeModifier: ViewModifier, PrimitiveModifier {
  let threshold: Double
  let action: (Bool) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    guard let region = context.environment.scrollVisibilityRegion else { return elements }
    let watcher = context.node.kept { ScrollVisibilityWatcher() }
    watcher.threshold = threshold
    region.register(watcher, action: action, layoutChanged: context.reportLayoutChange)
    return elements.map { ScrollVisibilityElement(child: $0, watcher: watcher, region: region) }
  }
}

/// Tells a visibility watcher where its element is placed.
@MainActor
final class ScrollVisibilityElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  let watcher: ScrollVisibilityWatcher
  let region: ScrollVisibilityRegion

  init(child: Element, watcher: ScrollVisibilityWatcher, region: ScrollVisibilityRegion) {
    self.watcher = watcher
    self.region = region
    super.init(child: child)
  }

  override func place(in rect: CellRect) {
    frame = rect
    watcher.placed(in: rect, layout: region.layout)
    child.place(in: rect)
  }
}
