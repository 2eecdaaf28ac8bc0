/// A control that pushes a screen on the enclosing navigation stack: a value (shown by the
/// stack's `navigationDestination` for its type) or a view. It is drawn as its label with a
/// `›` and pressed like a button.
public struct NavigationLink<Label: View, Destination: View> {
  enum Target {
    case value(AnyHashable?)
    case view(Destination)
  }

  let target: Target
  let label: Label

  /// A link that pushes `value` (nothing when `nil`).
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label)
  where Destination == Never {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }

  /// A link that pushes a view.
  nonisolated public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    target = .view(destination())
    self.label = label()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a string literal that pushes `value`.
  nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `value`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string literal that pushes a view.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension NavigationLink: View {}

/// A link that presents a value tags its row with the value, so a `List` whose selection has
/// the value's type selects it (SwiftUI's sidebar pattern: `List(items, selection: $item) {
/// NavigationLink($0.name, value: $0) }`).
extension NavigationLink: TaggedView {
  static var mayCarryTag: Bool { true }

  var tagValue: AnyHashable? {
    if case .value(let value) = target { return value }
    return nil
  }
}

extension NavigationLink: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let navigation = context.environment.navigationContext
    if case .value(let value?) = target,
      let rowType = context.environment.selectableListRowType,
      ObjectIdentifier(type(of: value.base)) == rowType,
      navigation?.destinations[rowType] == nil
    {
      // No stack shows the value, and the link is a row of a list whose selection has its
      // type: the list selects the row with the value (its tag), as in SwiftUI's sidebars, so
      // the link is drawn as its label and leaves focus and keys to the list.
      let row = HStack(spacing: 0) {
        label
        Spacer(minLength: 1)
        Text("›").foregroundStyle(.secondary)
      }
      return context.build(row, key: .index(1))
    }
    let push: @MainActor () -> Void
    switch target {
    case .value(let value):
      push = { if let value { navigation?.push(value) } }
    case .view(let destination):
      push = { navigation?.pushView(AnyView(destination)) }
    }
    let link = Button(action: push) {
      HStack(spacing: 0) {
        label
        Spacer(minLength: 1)
        Text("›").foregroundStyle(.secondary)
      }
    }
    return context.build(link.buttonStyle(.plain), key: .index(0))
  }
}

/// Registers how the enclosing stack shows pushed values of one type.
struct DestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
  let destination: (D) -> Destination

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    if let navigation = context.environment.navigationContext {
      let destination = self.destination
      navigation.destinations[ObjectIdentifier(D.self)] = { value in
        if let typed = value.base as? D {
          AnyView(destination(typed))
        } else {
          AnyView(EmptyView())
        }
      }
    }
    return context.build(content, key: .index(0))
  }
}

/// Sets the title of the screen being built.
struct TitleModifier: ViewModifier, PrimitiveModifier {
  let title: String

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    if let navigation = context.environment.navigationContext {
      navigation.titles[navigation.buildingDepth] = title
    }
    guard !title.isEmpty else { return context.build(content, key: .index(0)) }
    context.environment.screenNames?.noteShown(title, layer: context.interactions.currentLayer)
    let title = self.title
    return context.build(content, key: .index(0)) { $0.screenName = title }
  }
}

extension View {
  /// Tells the enclosing navigation stack how to show pushed values of type `D`.
  public consuming func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(DestinationModifier(destination: destination))
  }

  /// Sets the title shown in the navigation title bar for this screen.
  public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(TitleModifier(title: titleKey.text))
  }

  /// Sets the title shown in the navigation title bar for this screen.
  @_disfavoredOverload
  public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(TitleModifier(title: String(title)))
  }
}
