import KeystrokeTerminal

/// A scrolling column of controls, grouped by ``Section``s.
///
/// Each section's header is drawn bold, with a blank line before every section but the first.
/// Text fields, pickers, steppers and `LabeledContent` rows put their label in one column, as
/// macOS's grouped and columns form styles do, so their controls line up after it. It scrolls like a ``ScrollView`` and keeps the focused control
/// visible.
public struct Form<Content: View> {
  let content: Content

  /// Creates a form.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    ScrollSupport.makeElements(
      FormRows(segments: RowSegments.of(content)), axis: .vertical, showsIndicators: true,
      in: context)
  }
}

extension Form: View {}

/// A control a form labels with its title.
@MainActor
protocol FormLabeledControl {
  /// The label shown beside the control.
  var formLabel: String { get }
  /// Whether the control draws its own label (padded to the form's label column, which the
  /// environment gives it) rather than the form drawing it.
  var drawsOwnFormLabel: Bool { get }
}

extension FormLabeledControl {
  var drawsOwnFormLabel: Bool { false }
}

extension Picker: FormLabeledControl {
  var formLabel: String { MenuItemTitle.of(label) ?? "" }
  var drawsOwnFormLabel: Bool { true }
}

extension Stepper: FormLabeledControl {
  var formLabel: String { MenuItemTitle.of(label) ?? "" }
  var drawsOwnFormLabel: Bool { true }
}

extension LabeledContent: FormLabeledControl {
  var formLabel: String { MenuItemTitle.of(label) ?? "" }
  var drawsOwnFormLabel: Bool { true }
}

extension TextField: FormLabeledControl {
  var formLabel: String { shownTitle }
}

extension SecureField: FormLabeledControl {
  var formLabel: String { field.shownTitle }
}

/// A form's rows, built all at once (forms are short).
struct FormRows: View {
  let segments: [RowSegment]

  var body: Never { primitiveBody(Self.self) }
}

extension FormRows: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    // A form whose labels are all hidden has no label column.
    let hidesLabels = context.environment.labelsHidden
    var labelWidth = 0
    for segment in segments where segment.kind == .rows && !hidesLabels {
      for local in 0..<segment.count {
        if let labeled = Self.labeled(segment.view(local).wrapped) {
          labelWidth = max(labelWidth, Self.width(of: labeled.formLabel))
        }
      }
    }
    var items: [Element] = []
    for (index, segment) in segments.enumerated() {
      if segment.kind == .header, !items.isEmpty { items.append(BlankLineElement()) }
      for local in 0..<segment.count {
        let view = segment.view(local)
        let key = ChildKey.id(
          AnyHashable(ListRowKey(segment: index, identity: segment.identity(local))))
        let labeled = hidesLabels ? nil : Self.labeled(view.wrapped)
        let built = context.build(view, key: key) { environment in
          if labeled?.drawsOwnFormLabel == true { environment.formLabelWidth = labelWidth }
        }
        if let labeled, !labeled.drawsOwnFormLabel {
          let text = TextElement(
            runs: [(labeled.formLabel, context.environment.textCellStyle)], lineLimit: 1,
            alignment: .leading)
          let label = PaddingElement(
            child: text, top: 0, leading: 0, bottom: 0,
            trailing: labelWidth - Self.width(of: labeled.formLabel))
          label.layoutPriority = 1
          items.append(
            StackElement(
              axis: .horizontal, verticalAlignment: .top, spacing: 1, items: [label] + built))
        } else {
          items += built
        }
      }
    }
    return [ColumnElement(items: items)]
  }

  /// The labeled control a row holds, looking through modifiers and type erasure; `nil` when
  /// the row hides its labels.
  private static func labeled(_ view: any View) -> (any FormLabeledControl)? {
    if view is any LabelsHidingView { return nil }
    if let labeled = view as? any FormLabeledControl { return labeled }
    if let wrapping = view as? any WrappingView { return labeled(wrapping.wrappedContent) }
    return nil
  }

  private static func width(of string: String) -> Int {
    string.reduce(0) { $0 + GraphemeWidth($1).columns }
  }
}

/// An empty line between sections.
@MainActor
final class BlankLineElement: Element {
  override func measure(_ proposal: SizeProposal) -> CellSize { CellSize(width: 0, height: 1) }
}
