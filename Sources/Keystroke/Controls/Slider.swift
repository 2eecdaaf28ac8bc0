import Foundation

/// A control that picks a number from a range, drawn as a track: `Volume ━━━━●─────`, or with
/// labels for its ends, `Volume 0 ━━━━●───── 10`.
///
/// While focused the track is reversed; ← and → move by the step (a twentieth of the range
/// without one), Home and End go to the ends.
public struct Slider<Label: View, ValueLabel: View> {
  let label: Label
  let value: any SliderValue
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  /// The labels drawn before and after the track, when given.
  let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

  nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
    onEditingChanged: @escaping (Bool) -> Void, label: Label,
    valueLabels: (minimum: ValueLabel, maximum: ValueLabel)? = nil
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    self.valueLabels = valueLabels
    self.value = SliderBinding(binding: value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.onEditingChanged = onEditingChanged
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider over `bounds`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
      label: EmptyView())
  }

  /// Creates a slider over `bounds` that moves by `step`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
      label: EmptyView())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider over `bounds` with a label before the track.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
      label: label())
  }

  /// Creates a slider over `bounds` that moves by `step`, with a label before the track.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
      label: label())
  }
}

extension Slider {
  /// Creates a slider over `bounds` with a label before it and a label at each end of the
  /// track, the lowest value's first: `Length 5 ━━━●──── 30`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
      label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()))
  }

  /// Creates a slider over `bounds` that moves by `step`, with a label before it and a label at
  /// each end of the track.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
      label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()))
  }
}

extension Slider: View {}

extension Slider: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    let value = self.value.current
    var style = environment.textCellStyle
    if !environment.isEnabled { style.attributes.insert(.dim) }
    let track = SliderElement(fraction: SliderStepping.fraction(value, in: bounds), style: style)
    let focused = FocusHighlightElement(child: track, isFocused: context.isFocused)
    let labels = environment.labelsHidden ? [] : context.build(label, key: .index(0))
    var items = labels + [focused]
    if let valueLabels {
      items =
        labels + context.build(valueLabels.minimum, key: .index(1)) + [focused]
        + context.build(valueLabels.maximum, key: .index(2))
    }
    let element =
      items.count == 1
      ? focused as Element
      : StackElement(axis: .horizontal, spacing: 1, items: items)
    let isEnabled = environment.isEnabled
    let binding = self.value
    let bounds = self.bounds
    let step = self.step
    let onEditingChanged = self.onEditingChanged
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
        handleKey: { key in
          guard isEnabled, key.modifiers.isEmpty else { return .ignored }
          let next: Double
          switch key.key {
          case .leftArrow: next = SliderStepping.moved(value, by: -1, step: step, in: bounds)
          case .rightArrow: next = SliderStepping.moved(value, by: 1, step: step, in: bounds)
          case .home: next = bounds.lowerBound
          case .end: next = bounds.upperBound
          default: return .ignored
          }
          onEditingChanged(true)
          binding.current = next
          onEditingChanged(false)
          return .handled
        }))
    return [element]
  }
}

/// A slider's value binding, with its floating-point type hidden.
protocol SliderValue {
  /// The value as a `Double`.
  @MainActor var current: Double { get nonmutating set }
}

/// The binding of a slider over values of type `V`.
struct SliderBinding<V: BinaryFloatingPoint>: SliderValue {
  let binding: Binding<V>

  var current: Double {
    get { Double(binding.wrappedValue) }
    nonmutating set { binding.wrappedValue = V(newValue) }
  }
}
