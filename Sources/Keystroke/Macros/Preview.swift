/// A preview of a view in Xcode's canvas, which has no terminal counterpart.
///
/// Keystroke accepts it so that files written for SwiftUI compile; `#Preview` is type-checked
/// and expands to nothing. Run the view with `TestHost` or in an app to see it.
public struct Preview {
  /// The traits a view preview accepts, such as `.sizeThatFitsLayout`.
  public struct ViewTraits {}
}

/// Declares a preview of a view. It is type-checked and expands to nothing on a terminal.
///
/// ```swift
/// #Preview {
///   BookList().environment(Library.sample)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KeystrokeMacros", type: "PreviewMacro")

/// Declares a named preview of a view with traits. It is type-checked and expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KeystrokeMacros", type: "PreviewMacro")

/// Marks a property inside `#Preview` as state the preview owns:
/// `@Previewable @State var isOn = false`. It adds nothing to the property.
@attached(peer)
public macro Previewable() = #externalMacro(module: "KeystrokeMacros", type: "PreviewableMacro")
