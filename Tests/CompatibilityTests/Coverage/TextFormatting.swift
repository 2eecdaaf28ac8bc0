import Foundation
import Keystroke

// A small expense tracker's rows and summary: the fonts, formatted values and interpolations
// such an app writes.

/// One expense as the list shows it.
struct ExpenseSummary: Identifiable {
  let id = UUID()
  var title: String
  var amount: Double
  var due: Date
  var paidShare: Double
}

/// A row of the expense list.
struct ExpenseSummaryRow: View {
  let expense: ExpenseSummary

  var body: some View {
    VStack(alignment: .leading) {
      Text(expense.title)
        // compat: Font.system(size:weight:design:)
        .font(.system(size: 15, weight: .semibold, design: .rounded))
      // compat: Text interpolation
      Text("Due \(expense.due, style: .date), \(expense.amount, format: .currency(code: "EUR"))")
        // compat: Font.system(_:design:weight:)
        .font(.system(.caption, design: .monospaced, weight: .light))
      Text("\(expense.paidShare, specifier: "%.2f") paid — tap \(Text("here").bold()) to settle")
        // compat: Font.custom
        .font(.custom("Avenir Next", size: 13, relativeTo: .body))
      Text("Note").font(.custom("Menlo", size: 12)).font(.custom("Menlo", fixedSize: 11))
      // compat: Text(timerInterval:)
      Text(timerInterval: expense.due...expense.due.addingTimeInterval(600), countsDown: true)
      Text("Heavy")
        // compat: Font modifiers returning Font
        .font(Font.body.weight(.heavy).italic().monospaced().width(.condensed).leading(.tight))
        // compat: .fontDesign
        .fontDesign(.serif)
        // compat: .fontWidth
        .fontWidth(.expanded)
    }
    .fontDesign(.rounded)
    .fontWidth(.standard)
  }
}

/// The totals under the list.
struct ExpenseTotals: View {
  let total: Double
  // compat: Font.Design
  let design = Font.Design.monospaced
  // compat: Font.Width
  let width = Font.Width(0.1)

  var body: some View {
    VStack(alignment: .leading) {
      Text("Total \(total, format: .number.precision(.fractionLength(2)))")
        .fontDesign(design)
        .fontWidth(width)
        // compat: .lineLimit(range)
        .lineLimit(1...2)
      Text("Pay by the end of the month").lineLimit(...1).lineLimit(1...)
      // compat: .lineLimit(_:reservesSpace:)
      Text("Notes").lineLimit(3, reservesSpace: true)
    }
  }
}
