import Keystroke

/// The seed's document app: plain-text documents in a document group, and a Document menu whose
/// Uppercased command (⌘⇧U) acts on the focused document through `focusedSceneValue`.
///
/// `swift run text-documents [FILE...]` opens the files (or a new untitled document);
/// `--store PATH` is the folder where New, Open… and Save start.
@main
struct ExampleShortcutsApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: ExampleShortcutsDocument()) { file in
      ContentView(document: file.$document)
        .focusedSceneValue(\.document, file.$document)
    }
    .commands {
      CommandMenu("Document") {
        UppercasedText()
      }
    }
  }
}
