import Foundation

extension TextField where Label == Text {
  /// Creates a field titled with a string literal that edits a value through a format style:
  /// it shows the value formatted, and reads what was typed back into it when Return is
  /// pressed or focus leaves. Text the format cannot read leaves the value as it was, and the
  /// field shows the value again.
  nonisolated public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: titleKey.text, prompt: prompt, isSecure: false)
    valueFormat = .of(value, format: format)
  }

  /// Creates a field titled with a string that edits a value through a format style.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: String(title), prompt: prompt, isSecure: false)
    valueFormat = .of(value, format: format)
  }

  /// Creates a field titled with a string literal that edits an optional value through a
  /// format style; empty or unreadable text makes the value `nil`.
  nonisolated public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: titleKey.text, prompt: prompt, isSecure: false)
    valueFormat = .of(value, format: format)
  }

  /// Creates a field titled with a string that edits an optional value through a format
  /// style; empty or unreadable text makes the value `nil`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: String(title), prompt: prompt, isSecure: false)
    valueFormat = .of(value, format: format)
  }
}

extension TextField {
  /// Creates a field labeled with a view that edits a value through a format style.
  nonisolated public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: "", prompt: prompt, isSecure: false)
    self.label = label()
    valueFormat = .of(value, format: format)
  }

  /// Creates a field labeled with a view that edits an optional value through a format
  /// style.
  nonisolated public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), title: "", prompt: prompt, isSecure: false)
    self.label = label()
    valueFormat = .of(value, format: format)
  }

  /// The elements of a formatted field: a plain field editing a draft of the text, read into
  /// the value on Return (before any submit action) and once focus has left.
  @MainActor func makeFormattedElements(
    _ format: FieldValueFormat, in context: BuildContext
  ) -> [Element] {
    let draft: FieldDraft
    if let stored = context.node.memory(FieldDraft.self) {
      draft = stored
    } else {
      draft = FieldDraft()
      context.node.keep(draft)
    }
    let invalidation = context.node.invalidation
    if !context.isFocused, let typed = draft.text {
      // Focus has left with text typed: read it after this update, which draws the value.
      draft.text = nil
      context.node.graph.afterUpdate {
        format.commit(typed)
        invalidation.raise()
      }
    }
    var field = TextField(
      text: Binding(
        get: { draft.text ?? format.text() },
        set: { typed in
          draft.text = typed
          invalidation.raise()
        }),
      title: title, prompt: prompt, isSecure: isSecure)
    field.label = label
    field.commitOnReturn = {
      guard let typed = draft.text else { return }
      draft.text = nil
      format.commit(typed)
      invalidation.raise()
    }
    return field.makeElements(in: context)
  }
}
