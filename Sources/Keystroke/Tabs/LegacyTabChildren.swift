/// Splits the content of a `TabView { … }` built from views into tabs: one per view, its
/// label from `.tabItem`, its value from `.tag` (or its position when the selection is an
/// `Int`).
@MainActor
enum LegacyTabChildren {
  static func entries(of content: any View, numbered: Bool) -> [TabEntry] {
    flatten(content).enumerated().map { index, view in
      var inner = view
      var tag: AnyHashable?
      var title: String?
      while let carrier = inner as? any ModifierCarrier {
        if let trait = carrier.carriedModifier as? TabItemTraitModifier {
          if title == nil { title = trait.label.flatMap(TabLabelTitle.plainText(of:)) }
        } else if let tagged = carrier.carriedModifier as? TagModifier {
          if tag == nil { tag = tagged.value }
        } else {
          break
        }
        inner = carrier.carriedView
      }
      return TabEntry(
        key: "page.\(index)", title: title ?? "Page \(index + 1)", systemImage: nil,
        value: tag ?? (numbered ? AnyHashable(index) : nil), role: nil, content: inner)
    }
  }

  private static func flatten(_ view: any View) -> [any View] {
    guard let list = view as? any ViewChildrenListing else { return [view] }
    return list.listedChildren.flatMap(flatten)
  }
}

/// A view that stands for several views (a block, a group, a `ForEach`, a condition).
@MainActor
protocol ViewChildrenListing {
  var listedChildren: [any View] { get }
}

extension TupleView: ViewChildrenListing {
  var listedChildren: [any View] { views }
}

extension Group: ViewChildrenListing {
  var listedChildren: [any View] { [content] }
}

extension ForEach: ViewChildrenListing where Content: View {
  var listedChildren: [any View] { data.map { content($0) } }
}

extension Optional: ViewChildrenListing where Wrapped: View {
  var listedChildren: [any View] { map { [$0] } ?? [] }
}

extension _ConditionalContent: ViewChildrenListing where TrueContent: View, FalseContent: View {
  var listedChildren: [any View] {
    switch storage {
    case .trueContent(let content): [content]
    case .falseContent(let content): [content]
    }
  }
}

extension EmptyView: ViewChildrenListing {
  var listedChildren: [any View] { [] }
}
