/// What the accessibility modifiers (`accessibilityLabel`, `accessibilityHint`, …) attach to
/// a view, SwiftUI's `AccessibilityAttachmentModifier`.
///
/// A terminal app's screen is its text: a screen reader reading the terminal reads what is
/// drawn, and Keystroke has no accessibility tree to describe views to one. So the
/// attachments are accepted and the view draws and behaves as it did; labels, hints and values
/// go nowhere and actions are never called. The modifiers return
/// `ModifiedContent<Self, AccessibilityAttachmentModifier>`, as SwiftUI's do, and chain on it.
public struct AccessibilityAttachmentModifier: ViewModifier {
  /// The content as it is.
  public func body(content: Content) -> some View { content }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
  func makeElements<C: View>(content: C, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}
