/// Builds tab content from a list of tabs and sections, with `if`, `if`/`else`, `switch` and
/// `#available`, as SwiftUI's `TabContentBuilder` does. It is generic over the selection type,
/// so every tab in a block has the same `TabValue`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// Tab content wrapped as a view: what a ``TabView`` built from tabs holds.
  public struct Content<C: TabContent> where C.TabValue == TabValue {
    let content: C

    nonisolated init(content: C) { self.content = content }

    /// A primitive view's body is never evaluated.
    public var body: Never { primitiveBody(Self.self) }
  }

  /// Passes one piece of content through.
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue { content }

  /// A block of one piece of content.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
    content
  }

  /// A block of 2 pieces of content.
  public static func buildBlock<C0: TabContent, C1: TabContent>(
    _ c0: C0, _ c1: C1
  ) -> _TupleTabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue {
    _TupleTabContent(items: [c0, c1])
  }

  /// A block of 3 pieces of content.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _TupleTabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    _TupleTabContent(items: [c0, c1, c2])
  }

  /// A block of 4 pieces of content.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3])
  }

  /// A block of 5 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4])
  }

  /// A block of 6 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4, c5])
  }

  /// A block of 7 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// A block of 8 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// A block of 9 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// A block of 10 pieces of content.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
    C9.TabValue == TabValue
  {
    _TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// An `if` without `else`.
  public static func buildIf<C: TabContent>(_ content: C?) -> _OptionalTabContent<C>
  where C.TabValue == TabValue {
    _OptionalTabContent(content: content)
  }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<
    T, F
  > where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalTabContent(first: first)
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<
    T, F
  > where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalTabContent(second: second)
  }

  /// Content inside an `#available` check.
  public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<
    T.TabValue
  > {
    AnyTabContent(content)
  }
}

extension TabContentBuilder.Content: View {}

extension TabContentBuilder.Content: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] { [] }
}

/// Several pieces of tab content from one block.
public struct _TupleTabContent<TabValue: Hashable> {
  let items: [any TabContent]

  nonisolated init(items: [any TabContent]) { self.items = items }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension _TupleTabContent: TabContent {}

extension _TupleTabContent: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    items.enumerated().flatMap { index, item in
      TabEntryCollector.entries(of: item, path: path + ".\(index)")
    }
  }
}

/// Tab content from an `if` without `else`: present or not.
public struct _OptionalTabContent<Wrapped: TabContent> {
  let content: Wrapped?

  nonisolated init(content: Wrapped?) { self.content = content }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension _OptionalTabContent: TabContent {
  /// The wrapped content's selection type.
  public typealias TabValue = Wrapped.TabValue
}

extension _OptionalTabContent: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    guard let content else { return [] }
    return TabEntryCollector.entries(of: content, path: path + ".some")
  }
}

/// Tab content from one branch of an `if`/`else` or a `switch`.
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>
where TrueContent.TabValue == FalseContent.TabValue {
  let first: TrueContent?
  let second: FalseContent?

  nonisolated init(first: TrueContent) {
    self.first = first
    second = nil
  }

  nonisolated init(second: FalseContent) {
    first = nil
    self.second = second
  }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension _ConditionalTabContent: TabContent {
  /// The selection type both branches share.
  public typealias TabValue = TrueContent.TabValue
}

extension _ConditionalTabContent: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    if let first { return TabEntryCollector.entries(of: first, path: path + ".t") }
    if let second { return TabEntryCollector.entries(of: second, path: path + ".f") }
    return []
  }
}

extension ForEach: TabContent where Content: TabContent {
  /// The element content's selection type.
  public typealias TabValue = Content.TabValue

  /// Primitive content is its own body.
  public var body: Self { self }

  /// Creates tabs for a collection, identified by a key path.
  nonisolated public init<V: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    self.data = data
    self.content = content
    identity = .keyPath(id)
  }

  /// Creates tabs for a collection of identifiable elements.
  nonisolated public init<V: Hashable>(
    _ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID, V == Content.TabValue {
    self.data = data
    self.content = content
    identity = .keyPath(\.id)
  }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
  func tabEntries(path: String) -> [TabEntry] {
    data.flatMap { element in
      TabEntryCollector.entries(of: content(element), path: path + ".\(identify(element))")
    }
  }
}

/// Type-erased tab content.
public struct AnyTabContent<SelectionValue: Hashable> {
  let content: any TabContent

  /// Wraps tab content.
  nonisolated public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
    content = tabContent
  }

  /// Primitive content is its own body.
  public var body: Self { self }
}

extension AnyTabContent: TabContent {
  /// The selection type.
  public typealias TabValue = SelectionValue
}

extension AnyTabContent: PrimitiveTabContent {
  func tabEntries(path: String) -> [TabEntry] {
    TabEntryCollector.entries(of: content, path: path)
  }
}
