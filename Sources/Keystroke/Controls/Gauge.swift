import Foundation

/// Shows a value within a range, drawn as a bar (SwiftUI's linear gauge):
///
///     Label                      75%
///     0 ███████████████░░░░░ 100
///
/// The label and the current value label share the first line; the minimum and maximum value
/// labels sit at the ends of the bar. Marked value labels are accepted and not drawn.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
> {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// Creates a gauge with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    fraction = GaugeFraction.of(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  init<V: BinaryFloatingPoint>(
    fractionOf value: V, in bounds: ClosedRange<V>, label: Label,
    currentValueLabel: CurrentValueLabel, minimum: BoundsLabel?, maximum: BoundsLabel?
  ) {
    fraction = GaugeFraction.of(value, in: bounds)
    self.label = label
    self.currentValueLabel = currentValueLabel
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
  MarkedValueLabels == EmptyView
{
  /// Creates a gauge with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fractionOf: value, in: bounds, label: label(), currentValueLabel: EmptyView(), minimum: nil,
      maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fractionOf: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimum: nil, maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge with a label, a current value label and marked values (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fractionOf: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimum: nil, maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label, a current value label and labels for the ends of the range.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fractionOf: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}

/// Where a value lies in a range, as a fraction in 0…1.
enum GaugeFraction {
  /// The fraction; values outside the range are clamped, an empty range or a value that is not
  /// a number gives 0.
  static func of<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let low = Double(bounds.lowerBound)
    let high = Double(bounds.upperBound)
    let done = Double(value)
    guard high > low, done.isFinite, low.isFinite, high.isFinite else { return 0 }
    return min(1, max(0, (done - low) / (high - low)))
  }
}

extension Gauge: View {
  /// The labels line and the bar.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        label
        Spacer(minLength: 0)
        currentValueLabel.foregroundStyle(.secondary)
      }
      HStack(spacing: 1) {
        if let minimumValueLabel { minimumValueLabel.foregroundStyle(.secondary) }
        ProgressView(value: fraction)
        if let maximumValueLabel { maximumValueLabel.foregroundStyle(.secondary) }
      }
    }
  }
}
