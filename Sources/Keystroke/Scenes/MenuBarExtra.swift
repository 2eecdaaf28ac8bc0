/// A menu the app keeps in the system's menu bar. In a terminal the app's own menu bar is the
/// only one, so the extra's content becomes a menu at the right end of the app's menu bar
/// (after Help when moving with ←/→), in every window, opening from there: its buttons are
/// menu items (with their shortcuts), as in a `CommandMenu`.
public struct MenuBarExtra<Label: View, Content: View> {
  let title: String?
  let label: Label?
  let isInserted: Binding<Bool>?
  let makeContent: @MainActor () -> Content

  /// Creates an extra titled `titleKey`, with a symbol the terminal does not show.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    @ViewBuilder content: @escaping () -> Content
  ) where Label == Text {
    title = titleKey.text
    label = nil
    isInserted = nil
    makeContent = Self.onMainActor(content)
  }

  /// Creates an extra titled `title`, with a symbol the terminal does not show.
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: @escaping () -> Content
  ) where Label == Text {
    self.title = String(title)
    label = nil
    isInserted = nil
    makeContent = Self.onMainActor(content)
  }

  /// Creates an extra titled `titleKey`, with an image the terminal does not show.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String,
    @ViewBuilder content: @escaping () -> Content
  ) where Label == Text {
    title = titleKey.text
    label = nil
    isInserted = nil
    makeContent = Self.onMainActor(content)
  }

  /// Creates an extra that the user can remove: while `isInserted` is false the menu is not
  /// shown.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) where Label == Text {
    title = titleKey.text
    label = nil
    self.isInserted = isInserted
    makeContent = Self.onMainActor(content)
  }

  /// Creates an extra with a custom label; the menu's title is the label's text.
  nonisolated public init(
    @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    title = nil
    self.label = label()
    isInserted = nil
    makeContent = Self.onMainActor(content)
  }

  /// A primitive scene's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension MenuBarExtra: Scene {}

extension MenuBarExtra: PrimitiveScene {
  func resolve(into list: inout SceneList) {
    if let isInserted, !isInserted.wrappedValue { return }
    let title = self.title ?? label.flatMap { MenuItemTitle.of($0) } ?? "Extras"
    var menu = CommandMenu(title) { makeContent() }
    menu.isTrailing = true
    list.addAppWide(AnyCommands(menu))
  }
}

/// How a menu bar extra shows its content; a terminal shows it as a menu in every style.
public protocol MenuBarExtraStyle: Sendable {}

/// The extra's content as a pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the style.
  public init() {}
}

/// The extra's content in a window; a terminal shows it as a menu.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the style.
  public init() {}
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// A pull-down menu.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// A window; a terminal shows a menu.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
  /// Accepted and has no effect: a terminal shows a menu bar extra as a menu in every style.
  nonisolated public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
    self
  }
}

extension MenuBarExtra {
  /// The content builder as the extra keeps it: run on the main actor while the menu bar is
  /// built (SwiftUI takes it without an isolation of its own).
  nonisolated static func onMainActor(_ content: @escaping () -> Content)
    -> @MainActor () -> Content
  {
    let content = MainActorContent(content)
    return { content.function() }
  }
}
