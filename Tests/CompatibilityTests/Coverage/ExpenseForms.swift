import Foundation
import Keystroke

// The expense tracker's editing screen and its export progress: fields bound to numbers,
// notes that grow, fields labelled with views, formatted rows and progress.

/// The form that edits one expense.
struct ExpenseEditorForm: View {
  @State private var title = ""
  @State private var notes = ""
  @State private var amount = 12.5
  @State private var tip: Double? = nil
  @State private var count = 3
  @State private var pin = ""

  var body: some View {
    Form {
      // compat: TextField(_:value:format:prompt:)
      TextField("Amount", value: $amount, format: .currency(code: "EUR"), prompt: Text("0.00"))
      TextField("Tip", value: $tip, format: .number)
      TextField(value: $count, format: .number) { Text("Count") }
      // compat: TextField(_:text:axis:)
      TextField("Notes", text: $notes, axis: .vertical)
        .lineLimit(2...5)
      TextField("Remarks", text: $notes, prompt: Text("Anything else"), axis: .vertical)
        .lineLimit(3, reservesSpace: true)
      // compat: TextField(text:prompt:label:)
      TextField(text: $title, prompt: Text("Lunch")) {
        Text("Title")
      }
      // compat: SecureField(text:prompt:label:)
      SecureField(text: $pin, prompt: Text("Required")) {
        Text("PIN")
      }
      SecureField("Card PIN", text: $pin, prompt: Text("4 digits"))
      // compat: LabeledContent(_:value:format:)
      LabeledContent("Total", value: amount * Double(count), format: .currency(code: "EUR"))
    }
  }
}

/// The export screen.
struct ExpenseExportProgress: View {
  let done = 0.4
  let started = Date()

  var body: some View {
    VStack {
      // compat: ProgressView(value:total:label:currentValueLabel:)
      ProgressView(value: done, total: 1.0) {
        Text("Exporting")
      } currentValueLabel: {
        Text("\(Int(done * 100))%")
      }
      // compat: .progressViewStyle
      .progressViewStyle(.linear)
      ProgressView { Text("Preparing") }.progressViewStyle(.circular)
      ProgressView(value: 3, total: 10).progressViewStyle(.automatic)
      // compat: ProgressView(timerInterval:countsDown:)
      ProgressView(timerInterval: started...started.addingTimeInterval(60), countsDown: true)
      ProgressView(timerInterval: started...started.addingTimeInterval(60)) { Text("Sync") }
        .progressViewStyle(CircularProgressViewStyle())
    }
  }
}
