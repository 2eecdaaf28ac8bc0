/// How scrolling dismisses the software keyboard, SwiftUI's `ScrollDismissesKeyboardMode`. A
/// terminal has no software keyboard to dismiss.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  private let name: String

  /// The platform's usual mode.
  public static var automatic: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "automatic")
  }
  /// The keyboard goes as soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "immediately")
  }
  /// The keyboard follows the drag off the screen.
  public static var interactively: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "interactively")
  }
  /// Scrolling never dismisses the keyboard.
  public static var never: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "never")
  }
}

extension View {
  /// Accepted and has no effect: a terminal has no software keyboard for scrolling to
  /// dismiss.
  public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    self
  }
}
