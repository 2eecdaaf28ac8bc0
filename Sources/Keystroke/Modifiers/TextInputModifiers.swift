extension View {
  /// Accepted and has no effect: text on a terminal can always be selected with the
  /// terminal's own selection.
  public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal has no software keyboard; Return submits.
  public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Accepted and has no effect: a terminal does not autocorrect typing.
  public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted and has no effect: a terminal does not autocorrect typing.
  public consuming func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted and has no effect: typed text is kept exactly as typed.
  public consuming func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  )
    -> some View
  { self }

  /// Accepted and has no effect: a terminal has one keyboard.
  public consuming func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted and has no effect: a terminal has no autofill.
  public consuming func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
