/// One tab of a ``TabView``: a title with an image, an optional value for the selection, an
/// optional role, and the content shown while it is selected.
///
/// ```swift
/// Tab("Nearby", systemImage: "safari", value: .nearby) { NearbyView() }
/// Tab(value: .search, role: .search) { SearchView() }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let title: String?
  let systemImage: String?
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: Label?

  nonisolated init(
    title: String?, systemImage: String?, value: Value?, role: TabRole?, content: Content,
    label: Label?
  ) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.role = role
    self.content = content
    self.label = label
  }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension Tab: TabContent {
  /// The tab's value type is the tab view's selection type.
  public typealias TabValue = Value
}

extension Tab: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    let labelTitle = label.flatMap(TabLabelTitle.plainText(of:))
    let fallback = role == .search ? "Search" : "Tab"
    return [
      TabEntry(
        key: "tab" + path, title: title ?? labelTitle ?? fallback, systemImage: systemImage,
        value: value.map { AnyHashable($0) }, role: role, content: content)
    ]
  }
}
extension Tab where Label == DefaultTabLabel {
  /// Creates a tab titled with a string, an image, a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: image, value: value, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image, a value.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: image, value: value, role: nil,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, an image, a value and a role.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: image, value: value, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image, a value and a role.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: image, value: value, role: role,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, an image, a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, T: Hashable>(
    _ title: S, image: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: String(title), systemImage: image, value: Optional(value), role: nil,
      content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image, a value.
  nonisolated public init<T: Hashable>(
    _ titleKey: LocalizedStringKey, image: String, value: T,
    @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: titleKey.text, systemImage: image, value: Optional(value), role: nil,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, an image, a value and a role.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, T: Hashable>(
    _ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: String(title), systemImage: image, value: Optional(value), role: role,
      content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image, a value and a role.
  nonisolated public init<T: Hashable>(
    _ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: titleKey.text, systemImage: image, value: Optional(value), role: role,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, a system image, a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: systemImage, value: value, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image, a value.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: value, role: nil,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, a system image, a value and a role.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: systemImage, value: value, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image, a value and a role.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: value, role: role,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, a system image, a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, T: Hashable>(
    _ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: String(title), systemImage: systemImage, value: Optional(value), role: nil,
      content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image, a value.
  nonisolated public init<T: Hashable>(
    _ titleKey: LocalizedStringKey, systemImage: String, value: T,
    @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: Optional(value), role: nil,
      content: content(), label: nil)
  }

  /// Creates a tab titled with a string, a system image, a value and a role.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, T: Hashable>(
    _ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: String(title), systemImage: systemImage, value: Optional(value), role: role,
      content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image, a value and a role.
  nonisolated public init<T: Hashable>(
    _ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) where Value == T? {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: Optional(value), role: role,
      content: content(), label: nil)
  }

  /// Creates a tab with a value and a role, titled by its role ("Search").
  nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      title: nil, systemImage: nil, value: value, role: role, content: content(), label: nil)
  }

  /// Creates a tab with a value and a role, titled by its role ("Search"), in a tab view whose
  /// selection is optional.
  nonisolated public init<V: Hashable>(
    value: V, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == V? {
    self.init(
      title: nil, systemImage: nil, value: Optional(value), role: role, content: content(),
      label: nil)
  }
}

extension Tab where Label == EmptyView {
  /// Creates an untitled tab with a value.
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      title: nil, systemImage: nil, value: value, role: nil, content: content(), label: nil)
  }

  /// Creates an untitled tab with a value, in a tab view whose selection is optional.
  nonisolated public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content)
  where Value == V? {
    self.init(
      title: nil, systemImage: nil, value: Optional(value), role: nil, content: content(),
      label: nil)
  }
}

extension Tab {
  /// Creates a tab with a value and a custom label.
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, systemImage: nil, value: value, role: nil, content: content(), label: label())
  }

  /// Creates a tab with a value, a role and a custom label.
  nonisolated public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, systemImage: nil, value: value, role: role, content: content(), label: label())
  }

  /// Creates a tab with a value and a custom label, in a tab view whose selection is optional.
  nonisolated public init<V: Hashable>(
    value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) where Value == V? {
    self.init(
      title: nil, systemImage: nil, value: Optional(value), role: nil, content: content(),
      label: label())
  }

  /// Creates a tab with a value, a role and a custom label, in a tab view whose selection is
  /// optional.
  nonisolated public init<V: Hashable>(
    value: V, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) where Value == V? {
    self.init(
      title: nil, systemImage: nil, value: Optional(value), role: role, content: content(),
      label: label())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab titled with a string, an image, in a tab view without selection.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: image, value: nil, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image, in a tab view without selection.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: image, value: nil, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string, an image and a role, in a tab view without selection.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: image, value: nil, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, an image and a role, in a tab view without selection.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: image, value: nil, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string, a system image, in a tab view without selection.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: systemImage, value: nil, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image, in a tab view without selection.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: nil, role: nil, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string, a system image and a role, in a tab view without selection.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), systemImage: systemImage, value: nil, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab titled with a string literal, a system image and a role, in a tab view without selection.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.text, systemImage: systemImage, value: nil, role: role, content: content(),
      label: nil)
  }

  /// Creates a tab with a role, titled by its role ("Search"), in a tab view without selection.
  nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(title: nil, systemImage: nil, value: nil, role: role, content: content(), label: nil)
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// Creates an untitled tab in a tab view without selection.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, systemImage: nil, value: nil, role: nil, content: content(), label: nil)
  }
}

extension Tab where Value == Never {
  /// Creates a tab with a custom label in a tab view without selection.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(
      title: nil, systemImage: nil, value: nil, role: nil, content: content(), label: label())
  }

  /// Creates a tab with a role and a custom label in a tab view without selection.
  nonisolated public init(
    role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: nil, systemImage: nil, value: nil, role: role, content: content(), label: label())
  }
}
