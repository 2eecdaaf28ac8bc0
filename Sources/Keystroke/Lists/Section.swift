/// A group of rows with an optional header and footer, in a ``List``, a ``Form``, a ``Picker``
/// or among a ``Table``'s rows.
///
/// Lists, forms and tables draw the header in bold on its own line above the rows and the
/// footer dim below them; elsewhere a section is a column of header, content and footer. As in
/// SwiftUI the type itself asks nothing of its parts: it is a view when they are views and
/// table rows when they are table rows.
public struct Section<Parent, Content, Footer> {
  @usableFromInline let header: Parent
  @usableFromInline let content: Content
  @usableFromInline let footer: Footer

  /// Creates a section with a header and a footer.
  ///
  /// The initializers are inlinable so that a list making many sections per update (a list of
  /// days) builds them in the app's own, specialized code.
  @inlinable
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) where Parent: View, Content: View, Footer: View {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  /// Stores the parts as given.
  @usableFromInline
  nonisolated init(header: Parent, content: Content, footer: Footer) {
    self.header = header
    self.content = content
    self.footer = footer
  }
}

extension Section where Parent: View, Content: View, Footer: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header.
  @inlinable
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header) { EmptyView() }
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section without a header or footer.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section headed by a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// Creates a section headed by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(verbatim: String(title)) }, footer: { EmptyView() })
  }
}

extension Section: RowSource where Parent: View, Content: View, Footer: View {
  func appendSegments(to segments: inout [RowSegment]) {
    if Parent.self != EmptyView.self {
      segments.append(
        .single(SectionHeader(content: header), kind: .header, position: segments.count))
    }
    RowSegments.append(content, to: &segments)
    if Footer.self != EmptyView.self {
      segments.append(
        .single(SectionFooter(content: footer), kind: .footer, position: segments.count))
    }
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  func makeElements(in context: BuildContext) -> [Element] {
    let pins = context.environment.pinsSectionHeaders
    // Sections nested in this one's rows do not pin.
    let headers = context.build(SectionHeader(content: header), key: .index(0)) {
      $0.pinsSectionHeaders = false
    }
    var items = headers
    items += context.build(content, key: .index(1)) { $0.pinsSectionHeaders = false }
    items += context.build(SectionFooter(content: footer), key: .index(2)) {
      $0.pinsSectionHeaders = false
    }
    let column = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: items)
    // A header of one element pins; one of several side by side (no container) does not.
    guard pins, headers.count == 1 else { return [column] }
    return [PinnedSectionElement(header: headers[0], column: column)]
  }
}

extension Section: View where Parent: View, Content: View, Footer: View {}

/// A section's header: bold.
struct SectionHeader<Content: View>: View {
  let content: Content

  var body: some View { content.bold() }
}

/// A section's footer: in the secondary color.
struct SectionFooter<Content: View>: View {
  let content: Content

  var body: some View { content.foregroundColor(.secondary) }
}
