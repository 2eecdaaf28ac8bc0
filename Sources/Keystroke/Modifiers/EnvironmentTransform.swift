/// A change to the environment that the framework's own modifiers make (`.font`,
/// `.keyboardShortcut`, `.disabled`, …): a closure that writes the values it captured, which
/// are `let` parameters and never a captured variable's box.
///
/// Such a closure is made again each time the view holding the modifier is made, so the
/// graph compares it by its code and captures (``ClosureComparison``) even though it takes the
/// environment `inout`, which a closure from app code is never compared by: the modifier is
/// then kept whenever the values it writes are the same.
struct EnvironmentTransform {
  /// Applies the change.
  let apply: (inout EnvironmentValues) -> Void
}
