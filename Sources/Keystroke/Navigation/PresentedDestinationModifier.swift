/// Pushes a screen on the enclosing navigation stack while a binding asks for it
/// (`navigationDestination(isPresented:)` and `(item:)`), pops it when the binding lets go, and
/// lets go of the binding when the user pops the screen (Escape, ⌘[, `dismiss`).
///
/// The pushed screen is a ``ViewDestinationToken`` on the stack's path, as a
/// `NavigationLink(destination:)` pushes; the stack's ``PathBox`` remembers which tokens a
/// binding owns and, when one leaves the path, clears that binding before the stack's screens
/// are built, so a screen uncovered by the pop does not push it again.
struct PresentedDestinationModifier<Destination: View>: ViewModifier, PrimitiveModifier {
  /// What is presented (`nil` when nothing is); a different value replaces the screen.
  let presentedID: AnyHashable?
  /// Builds the screen; called only while something is presented.
  let destination: @MainActor () -> Destination
  /// Lets go of the binding (`false`, `nil`).
  let clear: @MainActor () -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    guard let navigation = context.environment.navigationContext,
      let box = PathBox.nearest(above: context.node)
    else { return elements }
    let owner = context.node.id
    let current = box.presentedToken(of: owner)
    let graph = context.node.graph
    guard let presentedID else {
      if let current {
        // The binding let go: pop the screen and those above it.
        box.forgetPresented(current.number)
        if current.isOnPath { graph.afterUpdate { box.pop(toBefore: current.number) } }
      }
      return elements
    }
    if let current, current.id == presentedID {
      // Still presented: the screen shows what the presenting view holds now.
      box.viewDestinations[current.number] = AnyView(destination())
      return elements
    }
    if let current {
      box.forgetPresented(current.number)
      if current.isOnPath { graph.afterUpdate { box.pop(toBefore: current.number) } }
    }
    box.nextToken += 1
    let number = box.nextToken
    box.viewDestinations[number] = AnyView(destination())
    box.notePresented(number, id: presentedID, owner: owner, clear: clear)
    graph.afterUpdate { navigation.push(AnyHashable(ViewDestinationToken(number: number))) }
    return elements
  }
}

extension View {
  /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true; popping
  /// it (Escape, ⌘[, the back title, `dismiss`) sets `isPresented` to false.
  public consuming func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let screen = isPresented.wrappedValue ? destination() : nil
    return modifier(
      PresentedDestinationModifier(
        presentedID: screen == nil ? nil : AnyHashable(true),
        destination: { screen }, clear: { isPresented.wrappedValue = false }))
  }

  /// Pushes the screen `destination` makes for `item` on the enclosing navigation stack while
  /// `item` is not `nil` (another value replaces the screen); popping it sets `item` to `nil`.
  public consuming func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      PresentedDestinationModifier(
        presentedID: value.map { AnyHashable($0) },
        destination: { value.map(destination) }, clear: { item.wrappedValue = nil }))
  }
}
