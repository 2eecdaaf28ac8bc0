import KeystrokeCore

/// A stack of screens: a root and the screens pushed over it, the top one shown with a title
/// bar. Push with `NavigationLink`, pop with Escape, ⌘[ (its terminal fallback) or the path.
///
/// Only the top screen is built while others are pushed over the root: screens beneath it
/// start fresh when uncovered (their `@State` is not kept), a terminal simplification.
public struct NavigationStack<Data, Root: View> {
  let root: Root
  let path: Binding<[AnyHashable]>?
  /// Whether the path can hold a pushed view's token: the stack's own path and a
  /// `NavigationPath` can, an array of the app's own values cannot.
  let pathHoldsViews: Bool

  /// A stack that manages its own path.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
    pathHoldsViews = true
  }

  /// A stack whose path is a `NavigationPath` the caller owns.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue.elements = $0 })
    pathHoldsViews = true
  }

  /// A stack whose path is a collection of values the caller owns.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
    pathHoldsViews = AnyHashable(ViewDestinationToken(number: 0)).base is Data.Element
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: View {}

extension NavigationStack: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let box = context.node.kept { PathBox() }
    let invalidation = context.node.graph.invalidation
    let binding =
      path
      ?? Binding(
        get: { box.path },
        set: {
          box.path = $0
          invalidation.raise()
        })
    box.binding = binding
    box.invalidation = context.node.invalidation
    // Screens a binding pushed whose binding the app let go of are popped before anything is
    // built, so the views beneath them are built as the ones shown.
    box.settlePresented()
    let pathHoldsViews = self.pathHoldsViews
    let navigation = NavigationContext(
      push: { value in binding.wrappedValue.append(value) },
      pushView: { view in box.push(view, inPath: pathHoldsViews) },
      pop: { box.popTop() })
    var environment = context.environment
    environment.navigationContext = navigation
    EditModeBox.provide(in: &environment, node: context.node)
    let record = context.interactions
    let focusCount = record.focusTargets.count
    let shortcutCount = record.shortcutTargets.count
    let graph = context.node.graph
    let rootNode = context.node.child(.index(0))
    let focusedPage = graph.focusedChild(of: context.node)
    // The root is built first, whether it is shown or covered: a view in it may push a screen
    // for its binding as it is built, and the stack shows that screen in this same update.
    let rootIsShown = box.stack.isEmpty
    let claims =
      rootIsShown
      && followFocus(from: focusedPage, into: rootNode, root: rootNode, box: box, graph: graph)
    let rootElements = context.build(root, key: .index(0)) { $0 = environment }
    if claims { graph.disarmFocusClaim() }
    var stack = box.stack
    if stack.isEmpty {
      box.focusOnRoot = nil
      return [titled(rootElements, depth: 0, navigation: navigation, context: context)]
    }
    // The root is covered: its controls stay out of the Tab order (their shortcuts still
    // work, as in SwiftUI, where covered screens remain in the hierarchy).
    record.focusTargets.removeSubrange(focusCount..<record.focusTargets.count)
    let rootShortcuts = record.shortcutTargets[shortcutCount...]
    record.shortcutTargets.removeSubrange(shortcutCount...)
    var page = buildTop(
      of: stack, from: focusedPage, box: box, navigation: navigation, environment: environment,
      context: context)
    // A screen can push another for its own binding as it is built: that one is shown
    // instead, and the screen beneath it is covered, as the root is. Each round shows a
    // deeper screen, so the rounds end; a stack pushing screens without end stops at a
    // hundred.
    while box.stack.count > stack.count, stack.count < 100 {
      stack = box.stack
      record.focusTargets.removeSubrange(page.focusCount..<record.focusTargets.count)
      record.shortcutTargets.removeSubrange(page.shortcutCount...)
      page = buildTop(
        of: stack, from: graph.focusedChild(of: context.node), box: box, navigation: navigation,
        environment: environment, context: context)
    }
    let depth = stack.count
    let backTitle = navigation.titles[depth - 1] ?? "Back"
    context.interactions.shortcutTargets.append(
      ShortcutTarget(
        node: context.node, shortcut: KeyboardShortcut("[", modifiers: .command),
        title: "Back to \(backTitle)", isEnabled: true, action: navigation.pop))
    context.interactions.shortcutTargets.append(
      ShortcutTarget(
        node: context.node, shortcut: .cancelAction, title: "Back", isEnabled: true,
        action: navigation.pop))
    // The covered root's shortcuts come after the top screen's and its Back, so Escape pops
    // and the top screen's own keys (⌘S of a pushed form) win over the same keys beneath.
    record.shortcutTargets.append(contentsOf: rootShortcuts)
    box.viewDestinations = box.viewDestinations.filter { entry in
      box.isPresentedToken(entry.key)
        || stack.contains { ($0.base as? ViewDestinationToken)?.number == entry.key }
    }
    return [
      titled(page.elements, depth: depth, navigation: navigation, context: context, back: backTitle)
    ]
  }

  /// Builds the top screen of `stack`, moving focus onto it from `focusedPage`.
  ///
  /// - Returns: The screen's elements, and where its focus targets and shortcuts start in the
  ///   record, so a screen covered by one it pushes can take them out again.
  @MainActor
  private func buildTop(
    of stack: [AnyHashable], from focusedPage: ViewNode?, box: PathBox,
    navigation: NavigationContext, environment: EnvironmentValues, context: BuildContext
  ) -> (elements: [Element], focusCount: Int, shortcutCount: Int) {
    let graph = context.node.graph
    let record = context.interactions
    let top = stack[stack.count - 1]
    let depth = stack.count
    navigation.buildingDepth = depth
    let destination: AnyView
    if let token = top.base as? ViewDestinationToken, let view = box.viewDestinations[token.number]
    {
      destination = view
    } else if let make = navigation.destinations[ObjectIdentifier(type(of: top.base))] {
      destination = make(top)
    } else {
      destination = AnyView(
        Text("No navigationDestination for \(type(of: top.base)) values").foregroundStyle(
          .secondary))
    }
    let pageKey = ChildKey.id(StackKey(depth: depth, value: top))
    let claims = followFocus(
      from: focusedPage, into: context.node.child(pageKey), root: context.node.child(.index(0)),
      box: box, graph: graph)
    defer { if claims { graph.disarmFocusClaim() } }
    // A pushed screen is presented: `dismiss` pops it (rather than closing the sheet or the
    // window around the stack) and `isPresented` is true, as in SwiftUI.
    var environment = environment
    environment.dismiss = box.dismissAction(depth: depth)
    environment.isPresented = true
    let focusCount = record.focusTargets.count
    let shortcutCount = record.shortcutTargets.count
    let elements = context.build(destination, key: pageKey) { $0 = environment }
    if claims { graph.leaveFocusIfUnclaimed() }
    return (elements, focusCount, shortcutCount)
  }

  /// Moves focus into `shown`, the screen this build shows, when it is on another screen of the
  /// stack (`focusedPage`): one just covered by a push, or one just popped. Focus would
  /// otherwise stay on a view no longer drawn and go to the window's first control after the
  /// build, in a second pass. Going back to the root, focus returns to the view that had it
  /// when the first screen was pushed (``PathBox/focusOnRoot``), also when the screens pushed
  /// had nothing to focus and focus is still nowhere; elsewhere the first enabled control of the
  /// shown screen takes it under a claim (the caller disarms it once the screen is built,
  /// when this returns `true`).
  @MainActor
  private func followFocus(
    from focusedPage: ViewNode?, into shown: ViewNode, root: ViewNode, box: PathBox,
    graph: ViewGraph
  ) -> Bool {
    // A screen with nothing to focus was pushed and focus went nowhere (nothing else in the
    // window took it, and the host took none for a layer opening now): going back to the root
    // still returns it to the view that had it.
    let focusIsNowhere =
      focusedPage == nil && graph.focusedNodeID == nil && graph.focusTakenBeforeBuild == nil
    guard focusedPage != nil || focusIsNowhere, focusedPage !== shown else { return false }
    if focusedPage === root {
      box.focusOnRoot = WeakViewNode(graph.focusedView(inside: root))
    } else if shown === root, graph.giveFocusBack(to: box.focusOnRoot, inside: root) {
      box.focusOnRoot = nil
      return false
    }
    guard let focusedPage else { return false }
    return graph.followFocus(intoReplacementOf: focusedPage)
  }

  @MainActor
  private func titled(
    _ elements: [Element], depth: Int, navigation: NavigationContext, context: BuildContext,
    back: String? = nil
  ) -> Element {
    let content =
      elements.count == 1 ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
    let title = NavigationTitles.line(
      title: navigation.titles[depth], subtitle: navigation.subtitles[depth])
    let toolbar = navigation.toolbars[depth] ?? []
    let back = navigation.hiddenBackButtons.contains(depth) ? nil : back
    guard !navigation.hiddenBars.contains(depth),
      title != nil || !toolbar.isEmpty || back != nil
    else { return content }
    return TitleBarElement(
      title: title, back: back, toolbar: toolbar.flatMap(\.elements), content: content)
  }
}

/// The identity of a pushed screen: its depth and value.
struct StackKey: Hashable {
  let depth: Int
  let value: AnyHashable
}
