/// How a list is drawn; chosen with `.listStyle(_:)`. A terminal draws every list the same way (rows, bold section headers), so the style is accepted and has no effect.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A plain list.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A list inset from the edges.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A list of grouped sections.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A list of inset grouped sections.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A sidebar list.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A bordered list.
public struct BorderedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style.
  public static var `automatic`: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// A plain list.
  public static var `plain`: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// A list inset from the edges.
  public static var `inset`: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// A list of grouped sections.
  public static var `grouped`: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// A list of inset grouped sections.
  public static var `insetGrouped`: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar list.
  public static var `sidebar`: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
  /// A bordered list.
  public static var `bordered`: BorderedListStyle { BorderedListStyle() }
}

extension View {
  /// Sets the style of lists in this view (no effect in a terminal: every style draws the same).
  public consuming func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
