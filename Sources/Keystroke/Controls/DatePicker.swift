import Foundation

/// A control that edits a date, typed as text in a fixed format.
///
/// A terminal has no calendar pop-up, so the picker is its label, a text field holding the
/// date as `yyyy-MM-dd HH:mm` (or the part `displayedComponents` asks for), and the format or
/// a problem after it. Each edit that reads as a valid date within the range is written to the
/// selection at once; while the text is not one, `✕ expected yyyy-MM-dd HH:mm` or
/// `✕ out of range` is shown in red and the selection keeps its last valid value. Dates are
/// read and shown in the current calendar and time zone.
public struct DatePicker<Label: View> {
  /// The parts of a date a picker can edit.
  public typealias Components = DatePickerComponents

  let label: Label
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  @State private var draft: String?

  nonisolated init(
    selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  /// Creates a picker of any date with a custom label.
  nonisolated public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// Creates a picker of dates within `range` with a custom label.
  nonisolated public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents, label: label())
  }

  /// Creates a picker of dates from `range`'s start on, with a custom label.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: label())
  }

  /// Creates a picker of dates up to `range`'s end, with a custom label.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: label())
  }

}

extension DatePicker: View {
  /// The label, the field and the format or the problem.
  public var body: some View {
    let format = DateFieldFormat(components: components, calendar: .current)
    let selection = self.selection
    let range = self.range
    let current = selection.wrappedValue
    let shown = draft ?? format.string(from: current)
    let problem: DateFieldFormat.Problem? =
      if let draft, case .failure(let problem) = format.date(from: draft, base: current, in: range)
      {
        problem
      } else {
        nil
      }
    let text = Binding<String>(
      get: { shown },
      set: { typed in
        if case .success(let date) = format.date(from: typed, base: current, in: range) {
          selection.wrappedValue = date
          draft = format.string(from: date) == typed ? nil : typed
        } else {
          draft = typed
        }
      })
    HStack(spacing: 1) {
      label
      TextField(format.pattern, text: text)
        .frame(width: CGFloat(format.pattern.count + 1))
      if let problem {
        Text("✕ " + problem.message).foregroundStyle(.red)
      } else {
        Text(format.pattern).foregroundStyle(.secondary)
      }
    }
  }
}

extension DatePicker where Label == Text {
  /// Creates a picker of any date titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
  }

  /// Creates a picker of dates within `range` titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents,
      label: Text(titleKey))
  }

  /// Creates a picker of any date titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: nil, components: displayedComponents,
      label: Text(verbatim: String(title)))
  }

  /// Creates a picker of dates within `range` titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents,
      label: Text(verbatim: String(title)))
  }
}
