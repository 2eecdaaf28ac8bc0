// Links a view to an `@AccessibilityFocusState` (see ``AccessibilityFocusState``). The view
// draws and behaves as it did: no accessibility focus reaches the terminal, and the link does
// not move keyboard focus, which SwiftUI keeps apart from accessibility focus.

extension View {
  /// Ties this view to a `Bool` accessibility focus state: `true` would mean an assistive
  /// technology is on this view. Accepted; the state holds what the app sets, and the view is
  /// unchanged.
  public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Ties this view to an accessibility focus state holding `value` while an assistive
  /// technology is on this view. Accepted; the state holds what the app sets, and the view is
  /// unchanged.
  public consuming func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(AccessibilityAttachmentModifier())
  }
}
