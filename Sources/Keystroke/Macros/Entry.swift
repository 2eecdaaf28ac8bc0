/// Declares an entry of ``EnvironmentValues``, ``Transaction``, ``ContainerValues`` or
/// ``FocusedValues`` in one line, with its key type written for you.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
/// }
/// extension FocusedValues {
///   @Entry var selectedBook: Book?
/// }
/// ```
///
/// A `FocusedValues` entry has an optional type and no default value. The macro is expanded by
/// Keystroke's compiler plugin, which builds with the package.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KeystrokeMacros", type: "EntryMacro")
