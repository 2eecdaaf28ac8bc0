// The navigation bar's modifiers from before `toolbar` and `navigationTitle` (iOS 13 and 14),
// which many apps still call, and the bar-hiding ones.

extension View {
  /// Puts `leading` at the start of the title line and `trailing` at its end, as
  /// `ToolbarItem`s at `.navigationBarLeading` and `.navigationBarTrailing` would.
  public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T)
    -> some View
  {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts `leading` at the start of the title line.
  public consuming func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts `trailing` at the end of the title line.
  public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Sets the screen's title, as `navigationTitle(_:)` does.
  public consuming func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the screen's title from a string literal, as `navigationTitle(_:)` does.
  public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the screen's title from a string, as `navigationTitle(_:)` does.
  @_disfavoredOverload
  public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the screen's title; the display mode has no effect (the title line is one line).
  public consuming func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// Sets the screen's title from a string literal; the display mode has no effect.
  public consuming func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the screen's title from a string; the display mode has no effect.
  @_disfavoredOverload
  public consuming func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// Hides the screen's title line (its title and toolbar items) when `hidden` is true; a
  /// pushed screen still goes back with Escape or ⌘[.
  public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(NavigationBarSettingModifier(hidesBar: hidden, hidesBackButton: nil))
  }

  /// Hides the `‹ Back` title at the start of a pushed screen's title line. Escape and ⌘[ still
  /// go back, so a terminal user is never left without a way out.
  public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    modifier(NavigationBarSettingModifier(hidesBar: nil, hidesBackButton: hidesBackButton))
  }

  /// Shows or hides bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the screen's
  /// title line, as `navigationBarHidden(true)` does; the other bars have no effect (a tab bar
  /// or bottom bar is drawn as it is).
  public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(NavigationBarSettingModifier(visibility, for: bars))
  }

  /// Shows or hides bars, the iOS 18 name of ``View/toolbar(_:for:)``: `.hidden` for
  /// `.navigationBar` (or `.automatic`) hides the screen's title line; the other bars have no
  /// effect.
  public consuming func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(NavigationBarSettingModifier(visibility, for: bars))
  }

  /// Accepted and has no effect: bars are drawn on the terminal's own background.
  public consuming func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View { self }

  /// Accepted and has no effect: items are drawn the same way in every role.
  public consuming func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// Accepted and has no effect: the title line is one line of text in every mode.
  public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    self
  }

  /// Accepted and has no effect: a split view draws no sidebar toggle item in a terminal;
  /// View › Toggle Sidebar shows and hides the sidebar.
  public consuming func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    self
  }
}

/// Hides the title line or the back title of the screen being built.
struct NavigationBarSettingModifier: ViewModifier, PrimitiveModifier {
  let hidesBar: Bool?
  let hidesBackButton: Bool?

  init(hidesBar: Bool?, hidesBackButton: Bool?) {
    self.hidesBar = hidesBar
    self.hidesBackButton = hidesBackButton
  }

  /// The setting `toolbar(_:for:)` makes: `visibility` for the title line when `bars` names
  /// the navigation bar or the automatic one.
  init(_ visibility: Visibility, for bars: [ToolbarPlacement]) {
    let titleLine = bars.contains(.navigationBar) || bars.contains(.automatic)
    self.init(
      hidesBar: titleLine && visibility != .automatic ? visibility == .hidden : nil,
      hidesBackButton: nil)
  }

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    if let navigation = context.environment.navigationContext {
      let depth = navigation.buildingDepth
      if let hidesBar {
        if hidesBar {
          navigation.hiddenBars.insert(depth)
        } else {
          navigation.hiddenBars.remove(depth)
        }
      }
      if let hidesBackButton {
        if hidesBackButton {
          navigation.hiddenBackButtons.insert(depth)
        } else {
          navigation.hiddenBackButtons.remove(depth)
        }
      }
    }
    return context.build(content, key: .index(0))
  }
}
