/// The framework's own generic types (stacks, tuples of views, modifiers, `ForEach`, …), told
/// apart by their descriptors (see ``TypeDescriptor``) so that comparing a view need not look
/// up whether each new instantiation of them is `Equatable`.
///
/// None of them is, except the few listed here, which are looked up as before. A generic type
/// added later that is `Equatable` but missing from the list is compared field by field
/// instead of with `==`: stricter (a body may run again), never stale.
enum FrameworkGenericTypes {
  /// Whether `type` is a generic type of this framework that is never `Equatable`, whatever
  /// its arguments.
  static func areNeverEquatable(_ type: Any.Type) -> Bool {
    guard let framework, let descriptor = TypeDescriptor(of: type), descriptor.isGeneric,
      descriptor.module == framework
    else { return false }
    return !equatable.contains(descriptor)
  }

  /// The module descriptor of this framework.
  private static let framework = TypeDescriptor(of: State<Int>.self)?.module

  /// The framework's generic types that are `Equatable`, with some arguments or all.
  private static let equatable: Set<TypeDescriptor> = Set(
    ([
      ElementIdentity<Int, Int>.self, SectionedRowKey<Int>.self, Just<Int>.self,
      Subscribers.Completion<Never>.self,
    ] as [Any.Type])
    .compactMap { TypeDescriptor(of: $0) })
}
