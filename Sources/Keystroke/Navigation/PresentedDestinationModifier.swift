/// Pushes a screen on the enclosing navigation stack while a binding asks for it
/// (`navigationDestination(isPresented:)` and `(item:)`), pops it when the binding lets go, and
/// lets go of the binding when the user pops the screen (Escape, ⌘[, `dismiss`).
///
/// The pushed screen is a ``ViewDestinationToken`` the stack's ``PathBox`` keeps beside the
/// path (see ``PresentedScreens``). The modifier pushes it while it is built, and the stack
/// reads its screens after building the views that can push, so the screen shows in the same
/// update that set the binding. A pop by the user lets go of the binding at once; a binding
/// let go of by the app is found by the stack before it builds (``PathBox/settlePresented()``).
struct PresentedDestinationModifier<Destination: View>: ViewModifier, PrimitiveModifier {
  /// What is presented (`nil` when nothing is); a different value replaces the screen.
  let presentedID: AnyHashable?
  /// Builds the screen; called only while something is presented.
  let destination: @MainActor () -> Destination
  /// What the binding presents now, read by the stack before it builds.
  let current: @MainActor () -> AnyHashable?
  /// Lets go of the binding (`false`, `nil`).
  let clear: @MainActor () -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    guard context.environment.navigationContext != nil,
      let box = PathBox.nearest(above: context.node)
    else { return elements }
    let owner = context.node.id
    let shown = box.presentedScreen(of: owner)
    if let shown, shown.id == presentedID {
      // Still presented: the screen shows what the presenting view holds now.
      box.viewDestinations[shown.number] = AnyView(destination())
      return elements
    }
    // The binding let go, or presents something else: its screen and those above it go.
    if let shown { box.withdraw(shown.number) }
    guard let presentedID else { return elements }
    box.nextToken += 1
    let number = box.nextToken
    box.viewDestinations[number] = AnyView(destination())
    box.present(number, id: presentedID, owner: owner, current: current, clear: clear)
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
        destination: { screen },
        current: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        clear: { isPresented.wrappedValue = false }))
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
        destination: { value.map(destination) },
        current: { item.wrappedValue.map { AnyHashable($0) } },
        clear: { item.wrappedValue = nil }))
  }
}
