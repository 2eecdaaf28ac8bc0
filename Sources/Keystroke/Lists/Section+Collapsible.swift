// Sections made with `isExpanded:` (a sidebar's collapsible groups): the header is a control
// marked `▾` while the rows show and `▸` while they are hidden; Space, Return or a click on it
// flips the binding.

extension Section where Footer == EmptyView {
  /// A section headed by a string literal whose rows show while `isExpanded` is true.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C
  ) where Parent == CollapsibleSectionHeader<Text>, Content == CollapsibleSectionContent<C> {
    self.init(
      header: CollapsibleSectionHeader(label: Text(titleKey), isExpanded: isExpanded),
      content: CollapsibleSectionContent(content: content(), isExpanded: isExpanded),
      footer: EmptyView())
  }

  /// A section headed by a string whose rows show while `isExpanded` is true.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, C: View>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C
  ) where Parent == CollapsibleSectionHeader<Text>, Content == CollapsibleSectionContent<C> {
    self.init(
      header: CollapsibleSectionHeader(
        label: Text(verbatim: String(title)), isExpanded: isExpanded),
      content: CollapsibleSectionContent(content: content(), isExpanded: isExpanded),
      footer: EmptyView())
  }

  /// A section headed by a view whose rows show while `isExpanded` is true.
  nonisolated public init<C: View, H: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> C, @ViewBuilder header: () -> H
  ) where Parent == CollapsibleSectionHeader<H>, Content == CollapsibleSectionContent<C> {
    self.init(
      header: CollapsibleSectionHeader(label: header(), isExpanded: isExpanded),
      content: CollapsibleSectionContent(content: content(), isExpanded: isExpanded),
      footer: EmptyView())
  }
}

/// The header of a section made with `isExpanded:`: its label after `▾` (rows shown) or `▸`
/// (rows hidden), pressed like a button to flip the binding.
public struct CollapsibleSectionHeader<Label: View> {
  let label: Label
  let isExpanded: Binding<Bool>
}

extension CollapsibleSectionHeader: View {
  /// The marked label, as a plain button.
  public var body: some View {
    Button {
      isExpanded.wrappedValue.toggle()
    } label: {
      HStack(spacing: 1) {
        Text(verbatim: isExpanded.wrappedValue ? "▾" : "▸")
        label
      }
    }
    .buttonStyle(.plain)
  }
}

/// The rows of a section made with `isExpanded:`: its content while the binding is true,
/// nothing while it is false.
public struct CollapsibleSectionContent<Content: View> {
  let content: Content
  let isExpanded: Binding<Bool>
}

extension CollapsibleSectionContent: View {
  /// The content, or nothing.
  public var body: some View {
    if isExpanded.wrappedValue { content }
  }
}

extension CollapsibleSectionContent: RowSource {
  func appendSegments(to segments: inout [RowSegment]) {
    if isExpanded.wrappedValue { RowSegments.append(content, to: &segments) }
  }
}
