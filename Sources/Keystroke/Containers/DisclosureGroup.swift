/// A label that shows or hides its content: `▸ Label` while collapsed, `▾ Label` with the
/// content indented two columns below it while expanded.
///
/// The label row takes focus; Space or Return toggles it, → expands and ← collapses, and a
/// click toggles it. Without an `isExpanded` binding the group keeps its own state and starts
/// collapsed, as in SwiftUI.
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpansion = false

  /// Creates a group that keeps its own expansion state.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content
    self.label = label()
    isExpanded = nil
  }

  /// Creates a group whose expansion follows a binding.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content
    self.label = label()
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group titled with a string literal that keeps its own expansion state.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content
  ) {
    self.content = content
    label = Text(titleKey)
    isExpanded = nil
  }

  /// Creates a group titled with a string that keeps its own expansion state.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ label: S, @ViewBuilder content: @escaping () -> Content
  ) {
    self.content = content
    self.label = Text(verbatim: String(label))
    isExpanded = nil
  }

  /// Creates a group titled with a string literal whose expansion follows a binding.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.content = content
    label = Text(titleKey)
    self.isExpanded = isExpanded
  }

  /// Creates a group titled with a string whose expansion follows a binding.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.content = content
    self.label = Text(verbatim: String(label))
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup: View {
  /// The label row, then the content while expanded.
  public var body: some View {
    let expansion = isExpanded ?? $ownExpansion
    VStack(alignment: .leading, spacing: 0) {
      DisclosureHeader(isExpanded: expansion, label: label)
      if expansion.wrappedValue {
        VStack(alignment: .leading, spacing: 0) { content() }
          .padding(.leading, 2)
      }
    }
  }
}
