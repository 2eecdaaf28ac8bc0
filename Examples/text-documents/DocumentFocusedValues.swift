import Keystroke

// The seed's focused value, word for word: a binding to the focused scene's document.
extension FocusedValues {
  struct DocumentFocusedValues: FocusedValueKey {
    typealias Value = Binding<ExampleShortcutsDocument>
  }

  var document: Binding<ExampleShortcutsDocument>? {
    get {
      self[DocumentFocusedValues.self]
    }
    set {
      self[DocumentFocusedValues.self] = newValue
    }
  }
}
