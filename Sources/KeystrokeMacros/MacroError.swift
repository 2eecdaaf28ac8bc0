/// A mistake in a macro's use, reported by the compiler at the macro with this message.
struct MacroError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
