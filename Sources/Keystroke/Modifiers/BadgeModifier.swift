/// Draws a badge at the trailing end of a view, in the secondary color: how a list row's
/// `.badge` shows in a terminal.
struct BadgeModifier: ViewModifier {
  let label: Text?

  func body(content: Content) -> some View {
    if let label {
      HStack(spacing: 1) {
        content
        Spacer(minLength: 1)
        label.foregroundColor(.secondary)
      }
    } else {
      content
    }
  }
}

extension View {
  /// Shows a count at the trailing end of this view (a list row); zero shows nothing.
  public consuming func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
  }

  /// Shows a label at the trailing end of this view (a list row); `nil` shows nothing.
  public consuming func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(label: label))
  }

  /// Shows a localized label at the trailing end of this view (a list row); `nil` shows
  /// nothing.
  public consuming func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(BadgeModifier(label: key.map { Text($0) }))
  }

  /// Shows a string at the trailing end of this view (a list row); `nil` shows nothing.
  public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(label: label.map { Text(verbatim: String($0)) }))
  }
}
