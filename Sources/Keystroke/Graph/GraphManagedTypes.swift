/// The property wrappers whose storage the graph keeps in the view's node (`@State`,
/// `@Environment`, `@FocusState`, …): a new view value holds fresh, unlinked storage for them,
/// so comparing two view values skips them (see ``ViewComparison``).
///
/// Recognised by their type descriptors, not by a conformance lookup: see ``TypeDescriptor``.
enum GraphManagedTypes {
  /// Whether `type` is one of the wrappers, with any arguments.
  static func contains(_ type: Any.Type) -> Bool {
    TypeDescriptor(of: type).map(descriptors.contains) ?? false
  }

  /// An object to name the wrappers that take one.
  private final class Sample: ObservableObject {}

  private static let descriptors: Set<TypeDescriptor> = Set(
    ([
      State<Int>.self, Environment<Int>.self, EnvironmentObject<Sample>.self,
      StateObject<Sample>.self, FocusedValue<Int>.self, FocusedBinding<Int>.self,
      FocusState<Int>.self, AppStorage<Int>.self,
    ] as [Any.Type])
    .compactMap { TypeDescriptor(of: $0) })
}
