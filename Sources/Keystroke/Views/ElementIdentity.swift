/// How a `ForEach` reads an element's identity: through the key path it was given, through an
/// `Identifiable` element's `id`, or through a function.
///
/// Keeping the key path itself, rather than a closure that applies it, lets two `ForEach`
/// values made by two runs of a body compare the same: key paths compare by what they
/// reach, while a closure made in a generic initializer gets a new context every time. For
/// the same reason an `Identifiable` element's identity is its own case: the closure reading
/// `id` captures the generic types when the `ForEach` is made in generic code (as `List`'s
/// initializers make theirs), yet it always reads the same property.
@usableFromInline
enum ElementIdentity<Element, ID>: Equatable {
  /// The identity is the value at this key path.
  case keyPath(KeyPath<Element, ID>)
  /// The identity is the element's `id`, read by this function; only the `Identifiable`
  /// initializers make it, so any two of one type read the same property.
  case identifiable((Element) -> ID)
  /// The identity is what this function returns.
  case function((Element) -> ID)

  /// The identity of `element`.
  @inlinable
  func of(_ element: Element) -> ID {
    switch self {
    case .keyPath(let keyPath): element[keyPath: keyPath]
    case .identifiable(let function), .function(let function): function(element)
    }
  }

  /// Key paths compare by what they reach, `Identifiable` identities always match, and
  /// functions only when they are the same closure (the same code and context).
  @usableFromInline
  static func == (lhs: ElementIdentity, rhs: ElementIdentity) -> Bool {
    switch (lhs, rhs) {
    case (.keyPath(let left), .keyPath(let right)): return left == right
    case (.identifiable, .identifiable): return true
    case (.function(let left), .function(let right)):
      return withUnsafeBytes(of: left) { left in
        withUnsafeBytes(of: right) { right in left.elementsEqual(right) }
      }
    default: return false
    }
  }
}
