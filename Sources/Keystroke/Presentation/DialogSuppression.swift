/// The "do not show again" check box that `.dialogSuppressionToggle` puts in the alerts and
/// confirmation dialogs presented inside the modified view.
struct DialogSuppression {
  /// The check box's title.
  let title: Text
  /// Whether the user asked not to see the dialog again.
  let isSuppressed: Binding<Bool>
}

private struct DialogSuppressionKey: EnvironmentKey {
  static var defaultValue: DialogSuppression? { nil }
}

extension EnvironmentValues {
  /// The suppression check box for dialogs presented here, if any.
  var dialogSuppression: DialogSuppression? {
    get { self[DialogSuppressionKey.self] }
    set { self[DialogSuppressionKey.self] = newValue }
  }
}

extension View {
  /// Adds a "Do not show this message again" check box, bound to `isSuppressed`, to the alerts
  /// and confirmation dialogs presented inside this view, above their buttons. The app reads
  /// the binding (usually `@AppStorage`) to decide whether to present the dialog next time.
  public consuming func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    dialogSuppressionToggle(Text("Do not show this message again"), isSuppressed: isSuppressed)
  }

  /// Adds a suppression check box titled with a string literal.
  public consuming func dialogSuppressionToggle(
    _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
  ) -> some View {
    dialogSuppressionToggle(Text(titleKey), isSuppressed: isSuppressed)
  }

  /// Adds a suppression check box titled with a string.
  @_disfavoredOverload
  public consuming func dialogSuppressionToggle<S: StringProtocol>(
    _ title: S, isSuppressed: Binding<Bool>
  ) -> some View {
    dialogSuppressionToggle(Text(verbatim: String(title)), isSuppressed: isSuppressed)
  }

  /// Adds a suppression check box with `label` as its title.
  public consuming func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>)
    -> some View
  {
    environment(\.dialogSuppression, DialogSuppression(title: label, isSuppressed: isSuppressed))
  }
}
