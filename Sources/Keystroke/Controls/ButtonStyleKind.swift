/// How buttons are drawn in a subtree.
enum ButtonStyleKind: Hashable, Sendable {
  /// `[ Label ]`.
  case bordered
  /// The label alone, in the tint color.
  case borderless
  /// The label alone.
  case plain
}

private struct ButtonStyleKindKey: EnvironmentKey {
  static let defaultValue = ButtonStyleKind.bordered
}

private struct KeyboardShortcutKey: EnvironmentKey {
  static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
  /// How buttons are drawn.
  var buttonStyleKind: ButtonStyleKind {
    get { self[ButtonStyleKindKey.self] }
    set { self[ButtonStyleKindKey.self] = newValue }
  }

  /// The keyboard shortcut `.keyboardShortcut(_:)` gave the controls in this subtree.
  public internal(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

/// A button style, chosen with `.buttonStyle(_:)`.
public protocol PrimitiveButtonStyle: Sendable {}

/// The default style: `[ Label ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

/// The label alone, in the tint color.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

/// The label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

/// The platform's default, which in a terminal is bordered.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// `[ Label ]`.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label alone, in the tint color.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension View {
  /// Sets how buttons in this view are drawn.
  public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let kind: ButtonStyleKind
    switch style {
    case is BorderlessButtonStyle, is LinkButtonStyle: kind = .borderless
    case is PlainButtonStyle: kind = .plain
    default: kind = .bordered
    }
    return modifier(EnvironmentModifier { $0.buttonStyleKind = kind })
  }

  /// Gives the controls in this view a keyboard shortcut; pressing it anywhere in the window
  /// performs the control's action, as long as the control is enabled.
  public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Gives the controls in this view a keyboard shortcut, with a localization policy.
  public consuming func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }

  /// Gives the controls in this view a keyboard shortcut.
  public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(
      EnvironmentModifier {
        $0.keyboardShortcut = shortcut
        $0.keyboardChord = nil
      })
  }

  /// Gives the controls in this view a keyboard shortcut, or none when `shortcut` is `nil`.
  public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(
      EnvironmentModifier { environment in
        if let shortcut {
          environment.keyboardShortcut = shortcut
          environment.keyboardChord = nil
        }
      })
  }
}
