import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// A number field with its value and submissions shown under it.
private struct AmountForm: View {
  @State private var amount = 12.5
  @State private var tip: Int? = 5
  @State private var submitted = 0

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Amount", value: $amount, format: .number).onSubmit { submitted += 1 }
      TextField("Tip", value: $tip, format: .number)
      Text("Amount \(amount, format: .number) tip \(tip.map(String.init) ?? "none")")
      Text("Submitted \(submitted)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A notes field that grows with its lines.
private struct NotesForm: View {
  @State private var notes = ""
  @State private var sent = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Notes", text: $notes, axis: .vertical).lineLimit(1...3)
      Text("End")
      TextField("Message", text: $sent, axis: .vertical).onSubmit { sent = "sent" }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Fields labelled with views, in a form.
private struct LabelledFields: View {
  @State private var title = ""
  @State private var pin = ""

  var body: some View {
    Form {
      TextField(text: $title) { Text("Title") }
      SecureField(text: $pin, prompt: Text("Required")) { Text("PIN") }
    }
  }
}

@MainActor
@Suite struct InputFieldBehaviourTests {
  @Test func aFormattedFieldReadsItsTextOnReturn() throws {
    let host = TestHost(AmountForm(), columns: 30, rows: 5)
    #expect(host.lines[0].hasPrefix("12.5"))
    try host.play("backspace backspace backspace backspace \"42\"")
    #expect(host.lines[0].hasPrefix("42"))
    #expect(host.lines[2] == "Amount 12.5 tip 5")
    try host.play("enter")
    #expect(host.lines[2] == "Amount 42 tip 5")
    #expect(host.lines[3] == "Submitted 1")
    try host.play("backspace backspace \"abc\" enter")
    #expect(host.lines[0].hasPrefix("42"))
    #expect(host.lines[2] == "Amount 42 tip 5")
  }

  @Test func aFormattedFieldReadsItsTextWhenFocusLeaves() throws {
    let host = TestHost(AmountForm(), columns: 30, rows: 5)
    try host.play("tab backspace \"8\" tab")
    #expect(host.lines[2] == "Amount 12.5 tip 8")
    try host.play("tab backspace \"x\" tab")
    #expect(host.lines[2] == "Amount 12.5 tip none")
    #expect(host.lines[3] == "Submitted 0")
  }

  @Test func aVerticalFieldGrowsWithItsLinesUpToTheLimit() throws {
    let host = TestHost(NotesForm(), columns: 20, rows: 8)
    #expect(Array(host.lines.prefix(3)) == ["Notes", "End", "Message"])
    try host.play("\"one\" alt+enter \"two\"")
    #expect(Array(host.lines.prefix(4)) == ["one", "two", "End", "Message"])
    try host.play("enter \"three\" enter \"four\"")
    #expect(Array(host.lines.prefix(4)) == ["two", "three", "four", "End"])
    try host.play("tab \"hi\" enter")
    #expect(host.lines[4] == "sent")
  }

  @Test func fieldsLabelledWithViewsShowTheirLabels() throws {
    let host = TestHost(LabelledFields(), columns: 30, rows: 4)
    #expect(host.lines[0].hasPrefix("Title Title"))
    #expect(host.lines[1].hasPrefix("PIN   Required"))
    try host.play("tab \"1234\"")
    #expect(host.lines[1].hasPrefix("PIN   ••••"))
  }

  @Test func labeledContentFormatsItsValue() {
    let host = TestHost(
      LabeledContent("Total", value: 12.5, format: .number.precision(.fractionLength(2)))
        .frame(width: 20), columns: 20, rows: 1)
    #expect(host.lines[0] == "Total          12.50")
  }

  @Test func progressShowsItsCurrentValueAndStyles() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let host = TestHost(
      VStack(alignment: .leading) {
        ProgressView(value: 0.5) {
          Text("Export")
        } currentValueLabel: {
          Text("half")
        }
        .frame(width: 10)
        ProgressView(value: 0.5).progressViewStyle(.circular)
        ProgressView(timerInterval: start...start.addingTimeInterval(60)).frame(width: 8)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 20, rows: 7, now: start.addingTimeInterval(15))
    #expect(
      Array(host.lines.prefix(6)) == [
        "Export", "█████░░░░░", "half", "◑ 50%", "██████░░", "0:45",
      ])
  }
}
