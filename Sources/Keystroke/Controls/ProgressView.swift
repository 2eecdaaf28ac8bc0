import Foundation
import KeystrokeTerminal

/// Shows progress: a bar when the amount done is known, a spinner glyph (`↻`) when it is not.
///
/// The label, when there is one, goes on the line above a bar and after a spinner; a current
/// value label goes on the line under the bar. With `.progressViewStyle(.circular)` a known
/// amount is a glyph filling by quarters (`○ ◔ ◑ ◕ ●`) and the percentage instead of a bar; a
/// ``ProgressViewStyle`` of your own draws it as its `makeBody(configuration:)` says. The bar fills
/// the width it is offered (20 columns when asked for its ideal size) with `█`, a partial eighth
/// block at the edge, and `░` for what is left.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let label: Label?
  /// The fraction done, in 0…1, or `nil` for indeterminate.
  var fraction: Double?
  /// The view under the bar saying how far along it is (`currentValueLabel:`).
  var currentValueLabel: CurrentValueLabel? = nil
  /// For `ProgressView(timerInterval:)`, the interval and whether the bar empties through it;
  /// the fraction is worked out from the clock when the view is drawn.
  var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil
  /// Whether this view was made from a style's configuration (`ProgressView(configuration)`),
  /// and so draws the built-in look rather than asking the custom style again.
  var drawsBuiltIn = false

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view (a spinner).
  nonisolated public init() {
    label = nil
    fraction = nil
  }

  /// Creates a bar showing `value` out of `total`; a `nil` value shows a spinner.
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = ProgressFraction.of(value, total: total)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view with a title.
  nonisolated public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  /// Creates an indeterminate progress view with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S) {
    label = Text(verbatim: String(title))
    fraction = nil
  }

  /// Creates a titled bar showing `value` out of `total`.
  nonisolated public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    label = Text(titleKey)
    fraction = ProgressFraction.of(value, total: total)
  }

  /// Creates a titled bar showing `value` out of `total`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0
  ) {
    label = Text(verbatim: String(title))
    fraction = ProgressFraction.of(value, total: total)
  }
}

extension ProgressView {
  /// Creates a bar with a custom label showing `value` out of `total`, with a view under it
  /// saying how far along it is.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    fraction = ProgressFraction.of(value, total: total)
    self.currentValueLabel = currentValueLabel()
  }

  /// Creates a bar that fills (or, counting down, empties) as the clock passes through
  /// `timerInterval`, with a custom label and current value label.
  nonisolated public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    fraction = 0
    self.currentValueLabel = currentValueLabel()
    timer = (timerInterval, countsDown)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a bar that empties (or with `countsDown: false` fills) as the clock passes
  /// through `timerInterval`, with the time left (or gone) under it.
  nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
  where Label == EmptyView {
    self.init(
      timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() },
      currentValueLabel: {
        DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
      })
  }

  /// Creates a timer bar with a custom label and the time under it.
  nonisolated public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      timerInterval: timerInterval, countsDown: countsDown, label: label,
      currentValueLabel: {
        DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
      })
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view (a spinner) with a custom label.
  nonisolated public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }

  /// Creates a bar with a custom label showing `value` out of `total`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    fraction = ProgressFraction.of(value, total: total)
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// Creates the progress view a style was given, for a ``ProgressViewStyle`` that adds to the
  /// built-in look: it is drawn as the built-in style in effect draws it.
  nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
    label = configuration.label
    fraction = configuration.fractionCompleted
    currentValueLabel = configuration.currentValueLabel
    drawsBuiltIn = true
  }
}

/// Turns a value and a total into a fraction in 0…1.
enum ProgressFraction {
  /// The fraction done, clamped to 0…1; `nil` for a `nil` value; 0 for a total of zero or less
  /// and for values that are not numbers.
  nonisolated static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let done = Double(value)
    let whole = Double(total)
    guard whole > 0, done.isFinite, whole.isFinite else { return 0 }
    return min(1, max(0, done / whole))
  }
}

extension ProgressView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var fraction = self.fraction
    if let timer {
      let now = AppEnvironment.now
      let whole = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
      let gone = now.timeIntervalSince(timer.interval.lowerBound)
      let done = whole > 0 ? min(1, max(0, gone / whole)) : 1
      fraction = timer.countsDown ? 1 - done : done
    }
    if !drawsBuiltIn, let custom = context.environment.customProgressViewStyle {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
        currentValueLabel: currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
        })
      // Inside its own body the style is not asked again, so a progress view there draws the
      // built-in look.
      return context.build(custom.makeBody(configuration), key: .index(2)) {
        $0.customProgressViewStyle = nil
      }
    }
    let labelElements = label.map { context.build($0, key: .index(0)) } ?? []
    let valueElements = currentValueLabel.map { context.build($0, key: .index(1)) } ?? []
    var style = context.environment.textCellStyle
    guard let fraction else {
      style.foreground = context.environment.tint.terminalColor
      let spinner = TextElement(runs: [("↻", style)], lineLimit: 1, alignment: .leading)
      return [StackElement(axis: .horizontal, spacing: 1, items: [spinner] + labelElements)]
    }
    if context.environment.foregroundColor == nil {
      style.foreground = context.environment.tint.terminalColor
    }
    if context.environment.progressViewStyle == .circular {
      let quarters = ["○", "◔", "◑", "◕", "●"]
      let glyph = quarters[Int((fraction * 4).rounded(.down))]
      let percent = "\(Int((fraction * 100).rounded(.down)))%"
      let ring = TextElement(
        runs: [(glyph, style), (" " + percent, context.environment.textCellStyle)],
        lineLimit: 1, alignment: .leading)
      return [
        StackElement(axis: .horizontal, spacing: 1, items: [ring] + labelElements + valueElements)
      ]
    }
    let bar = ProgressBarElement(fraction: fraction, style: style)
    return [
      StackElement(
        axis: .vertical, horizontalAlignment: .leading, spacing: 0,
        items: labelElements + [bar] + valueElements)
    ]
  }
}

extension ProgressView: View {}

/// A one-row bar filled to a fraction of its width.
@MainActor
final class ProgressBarElement: Element {
  static let idealWidth = 20
  private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  let fraction: Double
  let style: CellStyle

  init(fraction: Double, style: CellStyle) {
    self.fraction = fraction
    self.style = style
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? Self.idealWidth, height: 1)
  }

  override func expands(along axis: Axis) -> Bool { axis == .horizontal }

  /// The bar's text for a width: full blocks, one partial block, then shading.
  static func bar(fraction: Double, width: Int) -> String {
    guard width > 0 else { return "" }
    let eighthsFilled = Int((fraction * Double(width * 8)).rounded(.down))
    let full = min(width, eighthsFilled / 8)
    let partial = full < width ? eighths[eighthsFilled % 8] : ""
    let rest = width - full - (partial.isEmpty ? 0 : 1)
    return String(repeating: "█", count: full) + partial + String(repeating: "░", count: rest)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.height > 0, clip.contains(x: clip.x, y: frame.y), frame.width > 0 else { return }
    let start = max(frame.x, clip.x)
    let text = Array(Self.bar(fraction: fraction, width: frame.width))
    let end = min(frame.maxX, clip.maxX)
    guard start < end else { return }
    let visible = String(text[(start - frame.x)..<(end - frame.x)])
    screen.write(visible, x: start, y: frame.y, style: style)
  }
}
