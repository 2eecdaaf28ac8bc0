import KeystrokeCore

/// Menu items placed before, after or instead of one of the standard menus' groups.
public struct CommandGroup<Content: View> {
  let position: MenuGroupEdit.Position
  let placement: CommandGroupPlacement
  let content: Content

  /// Adds items before a standard group.
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content)
  {
    position = .before
    placement = group
    content = addition()
  }

  /// Adds items after a standard group.
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content)
  {
    position = .after
    placement = group
    content = addition()
  }

  /// Replaces a standard group's items.
  nonisolated public init(
    replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content
  ) {
    position = .replacing
    placement = group
    content = addition()
  }

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension CommandGroup: Commands {}

extension CommandGroup: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {
    let entries = collector.entries(of: content, context: context)
    collector.contribution.edits.append(MenuGroupEdit(position, placement.slot, entries: entries))
  }
}

/// A menu of the app's own, placed after the View menu.
public struct CommandMenu<Content: View> {
  let title: String
  let content: Content
  /// Whether the menu sits at the right end of the bar: a `MenuBarExtra`'s menu.
  var isTrailing = false

  /// Creates a menu titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    title = titleKey.text
    self.content = content()
  }

  /// Creates a menu titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension CommandMenu: Commands {}

extension CommandMenu: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {
    let entries = collector.entries(of: content, context: context)
    collector.contribution.menus.append(
      CustomMenu(title, entries: entries, isTrailing: isTrailing))
  }
}

/// The standard sidebar commands (View › Show/Hide Sidebar). Keystroke's window menus always
/// include them, so adding these changes nothing; they exist so SwiftUI code compiles.
public struct SidebarCommands {
  /// Creates the sidebar commands.
  nonisolated public init() {}

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension SidebarCommands: Commands {}

extension SidebarCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {}
}

/// The standard text-editing commands (Edit › Find, spelling). Keystroke's Edit menu already
/// holds the text commands a terminal supports, so adding these changes nothing.
public struct TextEditingCommands {
  /// Creates the text-editing commands.
  nonisolated public init() {}

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TextEditingCommands: Commands {}

extension TextEditingCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {}
}

/// The standard toolbar commands; a terminal app has no toolbar to customize, so these add
/// nothing.
public struct ToolbarCommands {
  /// Creates the toolbar commands.
  nonisolated public init() {}

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarCommands: Commands {}

extension ToolbarCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {}
}
