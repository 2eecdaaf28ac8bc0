import KeystrokeTerminal

/// A one-line text input.
///
/// While focused it takes typing and the editing keys (arrows, Home/End, Backspace/Delete,
/// Option or Ctrl+W word deletes and the readline keys Ctrl+A/E/U/K); Return runs the nearest
/// `.onSubmit` action. The prompt (or the title) shows dim while the text is empty.
public struct TextField<Label: View> {
  let text: Binding<String>
  let title: String
  let prompt: Text?
  let isSecure: Bool
  /// The label view of the `label:` forms, whose text titles the field in a form and stands
  /// in for a missing prompt.
  var label: Label? = nil
  /// `.vertical` for a field that grows downwards with its lines (`axis:`).
  var axis: Axis = .horizontal
  /// For the `value:format:` forms, how the bound value becomes text and back.
  var valueFormat: FieldValueFormat? = nil
  /// Run when Return is pressed, before any submit action: a formatted field reads its text
  /// into its value then.
  var commitOnReturn: (@MainActor () -> Void)? = nil
  /// What ↑ and ↓ do, for fields that step a value under the cursor (a date picker's);
  /// `nil` leaves the arrows to the form.
  var arrowStep: ArrowStep? = nil

  /// Given the text, the cursor and +1 (↑) or -1 (↓), the new text and cursor, or `nil` to
  /// leave both as they are.
  typealias ArrowStep = @MainActor (String, Int, Int) -> (text: String, cursor: Int)?

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  /// Creates a field titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, title: titleKey.text, prompt: nil, isSecure: false)
  }

  /// Creates a field titled with a string literal, with a prompt.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, title: titleKey.text, prompt: prompt, isSecure: false)
  }

  /// Creates a field titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, title: String(title), prompt: nil, isSecure: false)
  }

  /// Creates a field titled with a string, with a prompt.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, title: String(title), prompt: prompt, isSecure: false)
  }
}

extension TextField where Label == Text {
  /// Creates a field titled with a string literal whose lines grow along `axis`: a vertical
  /// field takes one row per line of its text, between the bounds of `.lineLimit`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, title: titleKey.text, prompt: nil, isSecure: false)
    self.axis = axis
  }

  /// Creates a field titled with a string literal, with a prompt, growing along `axis`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, title: titleKey.text, prompt: prompt, isSecure: false)
    self.axis = axis
  }

  /// Creates a field titled with a string, growing along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, title: String(title), prompt: nil, isSecure: false)
    self.axis = axis
  }

  /// Creates a field titled with a string, with a prompt, growing along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, title: String(title), prompt: prompt, isSecure: false)
    self.axis = axis
  }
}

extension TextField {
  /// Creates a field labeled with a view; the label's text titles it in a form and shows dim
  /// while the field is empty, unless there is a prompt.
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, title: "", prompt: prompt, isSecure: false)
    self.label = label()
  }

  /// Creates a field labeled with a view, growing along `axis`.
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, title: "", prompt: prompt, isSecure: false)
    self.label = label()
    self.axis = axis
  }

  /// The title: the string given, or the text of the label view.
  @MainActor var shownTitle: String {
    if !title.isEmpty { return title }
    return label.flatMap { MenuItemTitle.of($0) } ?? ""
  }
}

extension TextField: View {}

extension TextField: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    if let valueFormat { return makeFormattedElements(valueFormat, in: context) }
    if axis == .vertical { return makeVerticalElements(in: context) }
    let editing: TextEditingState
    if let stored = context.node.memory(TextEditingState.self) {
      editing = stored
    } else {
      editing = TextEditingState()
      editing.cursor = text.wrappedValue.count
      context.node.keep(editing)
    }
    editing.follow(text.wrappedValue)
    let environment = context.environment
    let isEnabled = environment.isEnabled
    let submit = environment.submitAction
    let arrowStep = self.arrowStep
    let commitOnReturn = self.commitOnReturn
    let element = TextFieldElement(
      text: text.wrappedValue, placeholder: prompt?.plainText ?? shownTitle, editing: editing,
      isFocused: context.isFocused, isEnabled: isEnabled, isSecure: isSecure,
      style: environment.textCellStyle)
    let invalidation = context.node.invalidation
    // A one-line field keeps its typing's undo steps to itself, as AppKit's field editor
    // does: Undo reaches them while the field is focused, never from another tab or after the
    // field is gone.
    let fieldUndo = editing.fieldUndo ?? UndoManager.forWindow()
    if editing.fieldUndo == nil { editing.fieldUndo = fieldUndo }
    let editable = EditableText(
      binding: text, state: editing, undoManager: fieldUndo,
      pasteboard: environment.pasteboard, invalidation: invalidation, allowsCopy: !isSecure,
      pasteFilter: TextEditing.oneLine)
    if context.isFocused, isEnabled { context.interactions.textEditing = editable.target }
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: true, element: element,
        hasSubmitAction: submit != nil,
        handleKey: { key in
          guard isEnabled else { return .ignored }
          if key.modifiers.isEmpty, key.key == .return {
            commitOnReturn?()
            guard let submit else { return .ignored }
            submit()
            return .handled
          }
          if let arrowStep, key.modifiers.isEmpty,
            key.key == .upArrow || key.key == .downArrow
          {
            let text = editable.binding.wrappedValue
            if let stepped = arrowStep(text, editing.cursor, key.key == .upArrow ? 1 : -1) {
              editable.commit(
                TextSelection.Edit(text: stepped.text, cursor: stepped.cursor, anchor: nil),
                isTyping: false)
            }
            return .handled
          }
          let current = editable.binding.wrappedValue
          guard
            let edit = TextSelection.apply(
              key, to: current, cursor: editing.cursor, anchor: editing.anchor,
              count: editing.lines(of: current).characterCount,
              base: { key, text, cursor in
                let lines = editing.lines(of: text)
                return TextEditing.apply(
                  key, to: text, cursor: cursor, index: lines.index(ofCharacter: cursor),
                  count: lines.characterCount
                ).map { ($0.text, $0.cursor) }
              })
          else { return .ignored }
          let change = editable.commit(edit, isTyping: key.isTyping)
          // Move the index along with the edit rather than building it again.
          if let change, let index = editing.lineIndex, index.isIndex(of: current) {
            editing.lineIndex = index.updated(to: edit.text, by: change)
          }
          return .handled
        }))
    return [element]
  }
}

/// A field that hides what is typed, for passwords.
public struct SecureField<Label: View> {
  let field: TextField<Label>

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
  /// Creates a secure field titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(text: text, title: titleKey.text, prompt: nil, isSecure: true)
  }

  /// Creates a secure field titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(text: text, title: String(title), prompt: nil, isSecure: true)
  }

  /// Creates a secure field titled with a string literal, with a prompt shown while empty.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text, title: titleKey.text, prompt: prompt, isSecure: true)
  }

  /// Creates a secure field titled with a string, with a prompt shown while empty.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text, title: String(title), prompt: prompt, isSecure: true)
  }
}

extension SecureField {
  /// Creates a secure field labeled with a view; the label's text titles it in a form and
  /// shows dim while the field is empty, unless there is a prompt.
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    var field = TextField<Label>(text: text, title: "", prompt: prompt, isSecure: true)
    field.label = label()
    self.field = field
  }
}

extension SecureField: View {}

extension SecureField: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    field.makeElements(in: context)
  }
}
