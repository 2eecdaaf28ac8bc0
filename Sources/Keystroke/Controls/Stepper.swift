/// A control that adds or subtracts a step, drawn as its label followed by `[- +]`.
///
/// While focused the `[- +]` part is reversed; ← or `-` decrements, → or `+` (or `=`)
/// increments, staying within the bounds when it has them.
public struct Stepper<Label: View> {
  let label: Label
  let onIncrement: (@MainActor () -> Void)?
  let onDecrement: (@MainActor () -> Void)?
  /// For value steppers: moves the value by a number of steps (negative to decrement).
  let adjust: ((Int) -> Void)?

  /// Creates a stepper that calls closures to increment and decrement.
  nonisolated public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = mainActorAction(onIncrement)
    self.onDecrement = mainActorAction(onDecrement)
    adjust = nil
  }

  /// Creates a stepper over a value, clamped to `bounds`.
  nonisolated public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    onIncrement = nil
    onDecrement = nil
    adjust = StepperArithmetic.adjuster(value, step: step, in: bounds)
  }

  /// Creates a stepper over an unbounded value.
  nonisolated public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    onIncrement = nil
    onDecrement = nil
    adjust = StepperArithmetic.adjuster(value, step: step, in: nil)
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
  /// Creates a stepper titled with a string literal over a value clamped to `bounds`.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// Creates a stepper titled with a string over a value clamped to `bounds`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(verbatim: String(title)) }
  }

  /// Creates a stepper titled with a string literal over an unbounded value.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// Creates a stepper titled with a string literal that calls closures.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// The clamped arithmetic behind value steppers.
enum StepperArithmetic {
  /// A closure that moves the bound value by a number of steps, staying within `bounds`.
  nonisolated static func adjuster<V: Strideable>(
    _ value: Binding<V>, step: V.Stride, in bounds: ClosedRange<V>?
  ) -> (Int) -> Void {
    { count in
      let stride = count >= 0 ? step : -step
      var next = value.wrappedValue
      for _ in 0..<abs(count) { next = next.advanced(by: stride) }
      value.wrappedValue = clamp(next, to: bounds)
    }
  }

  /// `value` moved into `bounds`.
  nonisolated static func clamp<V: Comparable>(_ value: V, to bounds: ClosedRange<V>?) -> V {
    guard let bounds else { return value }
    return min(max(value, bounds.lowerBound), bounds.upperBound)
  }
}

extension Stepper: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    let labelElements =
      environment.labelsHidden
      ? []
      : FormLabelColumn.align(
        context.build(label, key: .index(0)) { $0.formLabelWidth = nil }, in: environment)
    let buttons = FocusHighlightElement(
      child: TextElement(
        runs: [("[- +]", environment.textCellStyle)], lineLimit: 1, alignment: .leading),
      isFocused: context.isFocused)
    let row = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: labelElements + [buttons])
    let isEnabled = environment.isEnabled
    let adjust = self.adjust
    let increment = onIncrement ?? adjust.map { adjust in { adjust(1) } }
    let decrement = onDecrement ?? adjust.map { adjust in { adjust(-1) } }
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: false, element: row,
        handleKey: { key in
          guard isEnabled else { return .ignored }
          let modifiers = key.modifiers.subtracting(.shift)
          guard modifiers.isEmpty else { return .ignored }
          if key.key == .rightArrow || key.characters == "+" || key.characters == "=" {
            guard let increment else { return .ignored }
            increment()
            return .handled
          }
          if key.key == .leftArrow || key.characters == "-" {
            guard let decrement else { return .ignored }
            decrement()
            return .handled
          }
          return .ignored
        }))
    return [row]
  }
}

extension Stepper: View {}
