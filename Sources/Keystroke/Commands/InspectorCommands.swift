/// View › Show Inspector / Hide Inspector (⌃⌘I), toggling the `.inspector` of the focused
/// scene; dimmed when the scene has none.
public struct InspectorCommands: Commands {
  @FocusedValue(\.inspectorToggle) private var toggle

  /// Creates the inspector commands.
  nonisolated public init() {}

  /// The Show/Hide Inspector item.
  public var body: some Commands {
    CommandGroup(after: .sidebar) {
      Button(toggle?.isPresented.wrappedValue == true ? "Hide Inspector" : "Show Inspector") {
        toggle?.isPresented.wrappedValue.toggle()
      }
      .keyboardShortcut("i", modifiers: [.control, .command])
      .disabled(toggle == nil)
    }
  }
}
