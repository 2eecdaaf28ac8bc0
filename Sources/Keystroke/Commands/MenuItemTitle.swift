/// Reads the plain title of a view used as a menu item or a picker option: a ``Text``, a
/// ``Label``, or either inside modifiers or an ``AnyView``.
@MainActor
enum MenuItemTitle {
  /// The view's title, or `nil` when it holds no text Keystroke can read.
  static func of(_ view: any View) -> String? {
    if let text = view as? Text { return text.plainText }
    if let titled = view as? any TitledView { return titled.plainTitle }
    if let wrapping = view as? any WrappingView { return of(wrapping.wrappedContent) }
    return nil
  }
}

/// A view that only wraps another (a modifier chain, a type-erased view), so titles can be read
/// through it.
@MainActor
protocol WrappingView {
  /// The wrapped view.
  var wrappedContent: any View { get }
}

extension AnyView: WrappingView {
  var wrappedContent: any View { wrapped }
}

extension ModifiedContent: WrappingView where Content: View, Modifier: ViewModifier {
  var wrappedContent: any View { content }
}
