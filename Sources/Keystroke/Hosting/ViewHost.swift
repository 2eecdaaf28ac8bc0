import KeystrokeTerminal

/// Runs a view tree on a screen of a given size: updates it when its state changes, lays it out
/// and draws it into a ``ScreenBuffer``.
///
/// The host does no I/O. A terminal runner hands its screen to the renderer; the testing host
/// reads it as text. As in SwiftUI, the root view is offered the whole screen and centred in it.
@MainActor
public final class ViewHost {
  private let graph = ViewGraph()
  private let buildRoot: @MainActor (ViewGraph, EnvironmentValues) -> [Element]
  private var rootElement: Element?

  /// The screen as last drawn.
  public private(set) var screen: ScreenBuffer
  /// The environment the root view sees.
  public var environment = EnvironmentValues() {
    didSet { graph.invalidate() }
  }

  /// Hosts `root` on a screen of `width` × `height` cells.
  public init<Root: View>(_ root: Root, width: Int, height: Int) {
    buildRoot = { graph, environment in graph.update(root, environment: environment) }
    screen = ScreenBuffer(width: width, height: height)
  }

  /// Whether state changed since the last draw.
  public var needsUpdate: Bool { graph.needsUpdate }

  /// Sets what runs (on any thread) when state changes after a draw, so a loop can wake up.
  public func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    graph.setWakeHandler(handler)
  }

  /// Changes the screen size; the next ``update(force:)`` lays out again.
  public func resize(width: Int, height: Int) {
    guard width != screen.width || height != screen.height else { return }
    screen = ScreenBuffer(width: width, height: height)
    graph.invalidate()
  }

  /// Re-evaluates, lays out and draws the tree if its state changed (or `force` is set).
  ///
  /// - Returns: Whether a new screen was drawn.
  @discardableResult
  public func update(force: Bool = false) -> Bool {
    guard force || graph.needsUpdate || rootElement == nil else { return false }
    let elements = buildRoot(graph, environment)
    let root =
      elements.count == 1
      ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    let size = root.sizeThatFits(SizeProposal(bounds.size))
    let fitted = CellSize(
      width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    let origin = Alignment.center.origin(of: fitted, in: bounds)
    root.place(in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
    var next = ScreenBuffer(width: screen.width, height: screen.height, styles: screen.styles)
    root.draw(into: &next, clip: bounds)
    screen = next
    rootElement = root
    return true
  }

  /// The screen as lines of text with trailing spaces removed.
  public var lines: [String] { screen.textLines }

  /// How many view nodes hold state (for tests and diagnostics).
  var nodeCount: Int { graph.root.subtreeCount }
}
