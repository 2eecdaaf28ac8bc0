import Foundation

// Alerts and confirmation dialogs built from a piece of data: shown while `isPresented` is
// true and the data is not `nil`, their buttons and message made from the data.

extension View {
  /// Presents an alert titled with a string literal, its buttons made from `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  public consuming func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      titleKey.text, isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: EmptyView?.none)
  }

  /// Presents an alert titled with a string literal, its buttons and message made from
  /// `data`, while `isPresented` is true and `data` is not `nil`.
  public consuming func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      titleKey.text, isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: data.map(message))
  }

  /// Presents an alert titled with a string, its buttons made from `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  @_disfavoredOverload
  public consuming func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      String(title), isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: EmptyView?.none)
  }

  /// Presents an alert titled with a string, its buttons and message made from `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  @_disfavoredOverload
  public consuming func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      String(title), isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: data.map(message))
  }

  /// Presents an alert titled with a text view, its buttons made from `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  public consuming func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      title.plainText, isPresented: isPresented.whilePresenting(data),
      actions: data.map(actions), message: EmptyView?.none)
  }

  /// Presents an alert titled with a text view, its buttons and message made from `data`,
  /// while `isPresented` is true and `data` is not `nil`.
  public consuming func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      title.plainText, isPresented: isPresented.whilePresenting(data),
      actions: data.map(actions), message: data.map(message))
  }

  /// Presents an alert titled with the error's description while `isPresented` is true and
  /// `error` is not `nil`.
  public consuming func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      error.map { Self.title(of: $0) }, isPresented: isPresented.whilePresenting(error),
      actions: actions(), message: EmptyView?.none)
  }

  /// Presents an alert titled with the error's description, its buttons and message made
  /// from the error, while `isPresented` is true and `error` is not `nil`.
  public consuming func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    dialog(
      error.map { Self.title(of: $0) }, isPresented: isPresented.whilePresenting(error),
      actions: error.map(actions), message: error.map(message))
  }

  /// Presents a confirmation dialog titled with a string literal, its choices made from
  /// `data`, while `isPresented` is true and `data` is not `nil`.
  public consuming func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : titleKey.text,
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog titled with a string literal, its choices and message
  /// made from `data`, while `isPresented` is true and `data` is not `nil`.
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : titleKey.text,
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: data.map(message), stacked: true)
  }

  /// Presents a confirmation dialog titled with a string, its choices made from `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  @_disfavoredOverload
  public consuming func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : String(title),
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog titled with a string, its choices and message made from
  /// `data`, while `isPresented` is true and `data` is not `nil`.
  @_disfavoredOverload
  public consuming func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : String(title),
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: data.map(message), stacked: true)
  }

  /// Presents a confirmation dialog titled with a text view, its choices made from `data`,
  /// while `isPresented` is true and `data` is not `nil`.
  public consuming func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : title.plainText,
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: EmptyView?.none, stacked: true)
  }

  /// Presents a confirmation dialog titled with a text view, its choices and message made
  /// from `data`, while `isPresented` is true and `data` is not `nil`.
  public consuming func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      titleVisibility == .hidden ? nil : title.plainText,
      isPresented: isPresented.whilePresenting(data), actions: data.map(actions),
      message: data.map(message), stacked: true)
  }

  /// An error's title line: its description, or what Foundation says of it.
  nonisolated private static func title<E: LocalizedError>(of error: E) -> String {
    error.errorDescription ?? error.localizedDescription
  }
}

extension Binding where Value == Bool {
  /// True while this binding is and `data` is not `nil`; setting it sets this binding.
  func whilePresenting<T>(_ data: T?) -> Binding<Bool> {
    let isPresent = data != nil
    return Binding(get: { isPresent && self.wrappedValue }, set: { self.wrappedValue = $0 })
  }
}
