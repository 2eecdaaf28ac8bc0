// The accessibility attachments (see ``AccessibilityAttachmentModifier``): each is accepted
// and leaves the view as it was. On a view they return the view with the attachment; on a view
// that has one they return it unchanged, so a chain of them keeps one type, as in SwiftUI.

extension View {
  /// Sets the label assistive technologies read for this view.
  public consuming func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the label assistive technologies read for this view.
  public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the label assistive technologies read for this view.
  @_disfavoredOverload
  public consuming func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the hint that says what acting on this view does.
  public consuming func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the hint that says what acting on this view does.
  public consuming func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the hint that says what acting on this view does.
  @_disfavoredOverload
  public consuming func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the value read for this view when it differs from its label.
  public consuming func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the value read for this view when it differs from its label.
  public consuming func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the value read for this view when it differs from its label.
  @_disfavoredOverload
  public consuming func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the identifier UI tests find this view by.
  public consuming func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets whether assistive technologies skip this view.
  public consuming func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds traits that describe this view (a button, a header, selected).
  public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Removes traits from this view's description.
  public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the order assistive technologies visit this view in among its siblings (higher first).
  public consuming func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the names voice control knows this view by.
  public consuming func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the names voice control knows this view by.
  public consuming func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the names voice control knows this view by.
  @_disfavoredOverload
  public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds an action assistive technologies can perform; it is never called here.
  public consuming func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  public consuming func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  @_disfavoredOverload
  public consuming func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds the action that steps this view's value up or down; it is never called here.
  public consuming func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Marks this view as a heading of a level.
  public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets what kind of text this view holds.
  public consuming func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets whether this view answers the user's actions.
  public consuming func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the label assistive technologies read for this view (the earlier spelling).
  public consuming func accessibility(label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the hint for this view (the earlier spelling).
  public consuming func accessibility(hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the value read for this view (the earlier spelling).
  public consuming func accessibility(value: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets whether assistive technologies skip this view (the earlier spelling).
  public consuming func accessibility(hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets the identifier UI tests find this view by (the earlier spelling).
  public consuming func accessibility(identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Adds traits to this view's description (the earlier spelling).
  public consuming func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Removes traits from this view's description (the earlier spelling).
  public consuming func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }

  /// Sets this view's order among its siblings (the earlier spelling).
  public consuming func accessibility(sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier())
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Sets the label assistive technologies read for this view.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the label assistive technologies read for this view.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the label assistive technologies read for this view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the hint that says what acting on this view does.
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the hint that says what acting on this view does.
  public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the hint that says what acting on this view does.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the value read for this view when it differs from its label.
  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the value read for this view when it differs from its label.
  public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the value read for this view when it differs from its label.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the identifier UI tests find this view by.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets whether assistive technologies skip this view.
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Adds traits that describe this view (a button, a header, selected).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Removes traits from this view's description.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the order assistive technologies visit this view in among its siblings (higher first).
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the names voice control knows this view by.
  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the names voice control knows this view by.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets the names voice control knows this view by.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Adds an action assistive technologies can perform; it is never called here.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Adds a named action assistive technologies can perform; it is never called here.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Adds the action that steps this view's value up or down; it is never called here.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Marks this view as a heading of a level.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets what kind of text this view holds.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets whether this view answers the user's actions.
  public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  ) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the label assistive technologies read for this view (the earlier spelling).
  public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the hint for this view (the earlier spelling).
  public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the value read for this view (the earlier spelling).
  public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets whether assistive technologies skip this view (the earlier spelling).
  public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Sets the identifier UI tests find this view by (the earlier spelling).
  public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
    self
  }

  /// Adds traits to this view's description (the earlier spelling).
  public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Removes traits from this view's description (the earlier spelling).
  public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    self
  }

  /// Sets this view's order among its siblings (the earlier spelling).
  public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
    self
  }
}

extension View {
  /// Makes this view one element for assistive technologies, its children ignored, combined or
  /// contained as `children` says. Accepted and has no effect: the view draws as it did.
  public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    self
  }

  /// Describes this view to assistive technologies as `representation` would be. Accepted and
  /// has no effect: the representation is never built, and the view draws as it did.
  public consuming func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    self
  }

  /// Describes this view's children to assistive technologies as `children` would be.
  /// Accepted and has no effect: they are never built, and the view draws as it did.
  public consuming func accessibilityChildren<V: View>(@ViewBuilder children: () -> V)
    -> some View
  {
    self
  }

  /// Lets the system show this view enlarged on a long press. Accepted and has no effect.
  public consuming func accessibilityShowsLargeContentViewer() -> some View { self }

  /// Lets the system show `largeContentView` for this view on a long press. Accepted and has
  /// no effect: it is never built.
  public consuming func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    self
  }
}
