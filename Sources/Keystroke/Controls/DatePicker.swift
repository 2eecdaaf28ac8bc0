import Foundation

/// A control that edits a date, typed as text in a fixed format.
///
/// A terminal has no calendar pop-up, so the picker is its label, a text field holding the
/// date as `yyyy-MM-dd HH:mm` (or the part `displayedComponents` asks for), and the format or
/// a problem after it. When the environment's ``EnvironmentValues/locale`` keeps a 12-hour
/// clock (`en_US`), times are shown as `yyyy-MM-dd h:mm a` (`2026-12-01 9:30 PM`) instead. The
/// field reads more than it shows: either clock, one-digit hours (`9:05`) and, when it holds a
/// day and a time, either one alone. ↑ and ↓ step the part under the cursor (year, month, day,
/// hour, minute, second, carrying into the larger parts; AM/PM swaps), held inside the range.
/// Each edit that reads as a valid date within the range is written to the selection at once;
/// while the text is not one, `✕ expected yyyy-MM-dd HH:mm`, `✕ earliest is …` or
/// `✕ latest is …` is shown in red and the selection keeps its last valid value. Leaving the
/// field drops text that was not a valid date and shows the selection again. Dates are read
/// and shown in the current calendar and time zone.
public struct DatePicker<Label: View> {
  /// The parts of a date a picker can edit.
  public typealias Components = DatePickerComponents

  let label: Label
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  @State private var draft: String?
  @FocusState private var isEditing: Bool
  @Environment(\.formLabelWidth) private var formLabelWidth
  @Environment(\.locale) private var locale
  @Environment(\.labelsHidden) private var labelsHidden

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
    let format = DateFieldFormat(components: components, calendar: .current, locale: locale)
    let selection = self.selection
    let range = self.range
    let current = selection.wrappedValue
    // Text typed but not (yet) a date shows only while the field is being edited. Focus is read
    // only when there is such text: a picker without a draft does not depend on its focus, so
    // the field can take focus as it is built (a sheet opening on it) without a second pass.
    let typed = draft != nil && isEditing ? draft : nil
    let shown = typed ?? format.string(from: current)
    let problem: DateFieldFormat.Problem? =
      if let typed, case .failure(let problem) = format.date(from: typed, base: current, in: range)
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
    var field = TextField(format.pattern, text: text)
    field.arrowStep = { text, cursor, delta in
      let base: Date =
        if case .success(let date) = format.date(from: text, base: current, in: range) {
          date
        } else {
          current
        }
      // Text typed in another form (`9:30 pm`) has no parts at the field's columns: the arrows
      // step the last part typed, and the field's own form is written with the cursor just
      // after that part.
      let isOwnForm = text == format.string(from: base)
      let part =
        isOwnForm ? format.part(at: cursor, in: text) : format.lastTypedPart(of: text)
      let moved = format.stepped(base, part: part, by: delta, in: range)
      let written = format.string(from: moved)
      guard let new = format.ranges(in: written)?.first(where: { $0.part == part })?.range
      else { return (written, written.count) }
      guard isOwnForm, let old = format.ranges(in: text)?.first(where: { $0.part == part })?.range
      else { return (written, new.upperBound) }
      // The cursor stays as far from the end of its part as it was: a 12-hour hour that gains
      // a digit (9:59 to 10:00) moves the parts after it.
      let fromEnd = max(old.upperBound - cursor, 0)
      return (written, max(new.upperBound - fromEnd, new.lowerBound))
    }
    return HStack(spacing: 1) {
      if !labelsHidden {
        label.frame(width: formLabelWidth.map { CGFloat($0) }, alignment: .leading)
      }
      field
        .focused($isEditing)
        .frame(width: CGFloat(format.widestText + 1))
      if let problem {
        Text("✕ " + problem.message).foregroundStyle(.red)
      } else {
        Text(format.pattern).foregroundStyle(.secondary)
      }
    }
    .onChange(of: draft != nil && isEditing) { _, editingDraft in
      if !editingDraft { draft = nil }
    }
  }
}

extension DatePicker: FormLabeledControl {
  var formLabel: String { MenuItemTitle.of(label) ?? "" }
  var drawsOwnFormLabel: Bool { true }
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

  /// Creates a picker of dates from `range`'s start on, titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: Text(titleKey))
  }

  /// Creates a picker of dates up to `range`'s end, titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: Text(titleKey))
  }

  /// Creates a picker of dates from `range`'s start on, titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: Text(verbatim: String(title)))
  }

  /// Creates a picker of dates up to `range`'s end, titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: Text(verbatim: String(title)))
  }
}
