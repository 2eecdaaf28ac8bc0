extension Toggle {
  /// A toggle standing for the Boolean at `isOn` in each of `sources`, SwiftUI's mixed-state
  /// toggle: on (`[x]`) when all are on, off when all are off, and mixed (`[-]`) when they
  /// differ. Flipping it sets them all: a mixed or off toggle turns them all on.
  nonisolated public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.init(
      isOn: Binding(
        get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
        set: { value in for binding in bindings { binding.wrappedValue = value } }),
      label: label)
    self.sources = bindings
  }
}

extension Toggle where Label == Text {
  /// A mixed-state toggle over `sources`, titled with a string literal.
  nonisolated public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  /// A mixed-state toggle over `sources`, titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(verbatim: String(title)) }
  }
}
