extension View {
  /// Accepted and has no effect: text on a terminal can always be selected with the
  /// terminal's own selection.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// Accepted and has no effect: a terminal has no software keyboard; Return submits.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Accepted and has no effect: a terminal does not autocorrect typing.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted and has no effect: a terminal does not autocorrect typing.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted and has no effect: typed text is kept exactly as typed.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }

  /// Accepted and has no effect: a terminal has one keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted and has no effect: a terminal has no autofill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
