/// The default control group style: the controls in a row, one column apart.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) { configuration.content }
  }
}

/// Controls for moving through content (back and forward); a row, as the default style.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticControlGroupStyle().makeBody(configuration: configuration)
  }
}

/// Controls shown as a palette of choices; a row, as the default style.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticControlGroupStyle().makeBody(configuration: configuration)
  }
}

/// The controls in a pop-up menu titled with the group's label (`⋯` without one).
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// A menu of the controls.
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      if configuration.hasLabel { configuration.label } else { Text(verbatim: "⋯") }
    }
  }
}

/// The controls in a compact pop-up menu; the same menu as ``MenuControlGroupStyle``.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// A menu of the controls.
  public func makeBody(configuration: Configuration) -> some View {
    MenuControlGroupStyle().makeBody(configuration: configuration)
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default style: a row of controls.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Navigation controls: a row.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of choices: a row.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A pop-up menu of the controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact pop-up menu of the controls.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
