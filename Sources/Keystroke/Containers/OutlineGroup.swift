/// A tree of data shown as nested disclosure groups: each element with children is a
/// ``DisclosureGroup`` whose label is the element's view, each element without is its view.
///
/// Inside a `List` (and `List(_:children:rowContent:)`), the tree is flattened into one
/// selectable row per element, indented two columns per level, with a `▾` before elements that
/// have children; every branch is shown expanded there (a list row cannot be collapsed yet).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  /// The root elements.
  let roots: [Data.Element]
  let identify: (Data.Element) -> ID
  let children: (Data.Element) -> Data?
  let content: (Data.Element) -> Leaf
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
  /// Creates a group from root elements and the key path of each element's children.
  nonisolated public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    roots = Array(data)
    identify = { $0.id }
    self.children = { $0[keyPath: children] }
    self.content = content
  }

  /// Creates a group from one root element and the key path of each element's children.
  nonisolated public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    roots = [root]
    identify = { $0.id }
    self.children = { $0[keyPath: children] }
    self.content = content
  }
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// Creates a group from root elements identified by a key path, and the key path of each
  /// element's children.
  nonisolated public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    roots = Array(data)
    identify = { $0[keyPath: id] }
    self.children = { $0[keyPath: children] }
    self.content = content
  }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  /// Each element, as a disclosure group when it has children.
  public var body: some View {
    ForEach(roots.map { OutlineEntry(id: AnyHashable(identify($0)), element: $0) }) { entry in
      if let children = children(entry.element) {
        DisclosureGroup {
          OutlineSubgroupChildren(
            AnyView(
              OutlineGroup(
                roots: Array(children), identify: identify, children: self.children,
                content: content)))
        } label: {
          content(entry.element)
        }
      } else {
        content(entry.element)
      }
    }
  }
}

/// An element of an ``OutlineGroup`` with its identity.
struct OutlineEntry<Element>: Identifiable {
  let id: AnyHashable
  let element: Element
}

/// The children of an element in an ``OutlineGroup``, type-erased.
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  init(_ content: AnyView) { self.content = content }

  /// The children.
  public var body: some View { content }
}
