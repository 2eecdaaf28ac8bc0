/// Chooses a colour, SwiftUI's `ColorPicker`. A terminal offers the colours it can draw: a
/// pop-up list of named colours (the ones `Color` names, in the terminal's palette), with a
/// swatch of the chosen colour beside it. A colour not in the list (one made from RGB values)
/// shows as "Custom" until another is chosen. `supportsOpacity` has no effect: cells are
/// opaque.
public struct ColorPicker<Label: View> {
  let selection: Binding<Color>
  let label: Label

  /// A picker for `selection`, with a label of your own.
  nonisolated public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

}

extension ColorPicker: View {
  /// The named colours, then the current colour if it is none of them.
  var choices: [ColorChoice] {
    let named = ColorChoice.named
    let current = selection.wrappedValue
    return named.contains { $0.color == current }
      ? named : named + [ColorChoice(name: "Custom", color: current)]
  }

  /// The pop-up list and the swatch.
  public var body: some View {
    HStack(spacing: 1) {
      Picker(selection: selection) {
        ForEach(choices, id: \.name) { choice in
          Text(choice.name).tag(choice.color)
        }
      } label: {
        label
      }
      Text("■").foregroundStyle(selection.wrappedValue)
    }
  }
}

extension ColorPicker where Label == Text {
  /// A picker for `selection`, labelled with a title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker for `selection`, labelled with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) {
      Text(verbatim: String(title))
    }
  }
}

/// One colour a ``ColorPicker`` offers, with its name.
struct ColorChoice {
  let name: String
  let color: Color

  /// The colours `Color` names, each drawn differently on a terminal.
  static let named = [
    ColorChoice(name: "Red", color: .red), ColorChoice(name: "Orange", color: .orange),
    ColorChoice(name: "Yellow", color: .yellow), ColorChoice(name: "Green", color: .green),
    ColorChoice(name: "Mint", color: .mint), ColorChoice(name: "Teal", color: .teal),
    ColorChoice(name: "Cyan", color: .cyan), ColorChoice(name: "Blue", color: .blue),
    ColorChoice(name: "Indigo", color: .indigo), ColorChoice(name: "Purple", color: .purple),
    ColorChoice(name: "Pink", color: .pink), ColorChoice(name: "Brown", color: .brown),
    ColorChoice(name: "Gray", color: .gray), ColorChoice(name: "Black", color: .black),
    ColorChoice(name: "White", color: .white),
  ]
}
