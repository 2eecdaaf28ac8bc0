/// A piece of user interface, described as a value.
///
/// As in SwiftUI, a view either composes other views in ``body`` or is one of Keystroke's
/// primitive views (``Text``, stacks, controls), whose `Body` is `Never`. Views are cheap
/// structs, re-created whenever their parent's body runs; state lives outside them, attached by
/// the view's position in the tree (its structural identity) or by ``View/id(_:)``.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// `Never` has no body; it only closes the recursion of primitive views' `Body` types.
  public var body: Never { primitiveBody(Never.self) }
}

/// Stops a primitive view's `body` from being evaluated; the view graph never asks for it.
func primitiveBody<V>(_ type: V.Type) -> Never {
  preconditionFailure("\(V.self) is a primitive view and has no body")
}
