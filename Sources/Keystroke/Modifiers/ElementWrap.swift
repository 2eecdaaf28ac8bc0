/// How the framework's own layout modifiers (`.padding`, `.frame`, `.opacity`, `.clipped`, …)
/// wrap each element of their content: a closure that builds a new element from the values it
/// captured, which are `let` parameters, never a captured variable's box or a model object.
///
/// Such a closure is made again each time the view holding the modifier is made. The graph
/// compares it by its code and captures (``ClosureComparison``) even though it returns an
/// element, which a closure from app code is never compared by: the modifier, and the
/// elements it wrapped, are then kept whenever the values it wraps with are the same.
struct ElementWrap {
  /// Wraps one element.
  let make: @MainActor (Element) -> Element
}
