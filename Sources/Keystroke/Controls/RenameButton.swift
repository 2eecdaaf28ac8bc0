/// A button titled `✎ Rename` that runs the rename action set with `.renameAction` around it,
/// dimmed when there is none.
///
/// ```swift
/// TextField("Name", text: $name)
///   .focused($isNaming)
///   .contextMenu { RenameButton() }
///   .renameAction($isNaming)
/// ```
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename

  /// Creates a rename button.
  nonisolated public init() where Label == Keystroke.Label<Text, Image> {}

  /// The button, calling the environment's rename action.
  public var body: some View {
    let rename = self.rename
    return Button("Rename", systemImage: "pencil") { rename?() }
      .disabled(rename == nil)
  }
}
