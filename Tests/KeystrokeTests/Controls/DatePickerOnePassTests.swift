import Foundation
import Testing

@testable import Keystroke

/// A list of meetings and a sheet that schedules one, its date picker first, in the shape of an
/// event editor. The sheet hangs on the stack around the list, so the view that has focus is
/// built before the sheet's content.
private struct MeetingScheduler: View {
  @State private var meetings = ["Stand-up"]
  @State private var isScheduling = false
  @State private var start = Date(timeIntervalSince1970: 1_767_605_400)
  @State private var title = ""

  var body: some View {
    VStack(alignment: .leading) {
      List(meetings, id: \.self) { Text($0) }
      Button("Schedule") { isScheduling = true }.keyboardShortcut("n")
    }
    .sheet(isPresented: $isScheduling) {
      Form {
        DatePicker("Starts", selection: $start)
        TextField("Title", text: $title)
        Button("Done") { isScheduling = false }.keyboardShortcut(.defaultAction)
      }
    }
  }
}

/// A date picker reads whether its field is focused only while it holds text that is not a
/// date yet, so a sheet that opens on one gives its field focus as it is built, in one pass,
/// and text left unfinished is still dropped when the field loses focus.
@MainActor
@Suite struct DatePickerOnePassTests {
  private func pickerField(_ host: ViewHost) -> TextFieldElement? {
    host.interactions.layers.lazy.flatMap(\.elements).compactMap {
      $0.first(TextFieldElement.self)
    }.first
  }

  @Test func aSheetOpeningOnADatePickerFocusesItsFieldInOnePass() throws {
    let host = ViewHost(MeetingScheduler(), width: 70, height: 16)
    host.update()
    try host.press("cmd+n")
    #expect(host.passesInLastUpdate == 1)
    let field = try #require(pickerField(host))
    #expect(field.isFocused)
  }

  @Test func unfinishedTextIsDroppedWhenFocusLeavesInTheSheet() throws {
    let host = ViewHost(MeetingScheduler(), width: 70, height: 16)
    host.update()
    try host.press("cmd+n")
    try host.press("x")
    #expect(host.lines.contains { $0.contains("✕") })
    try host.press("tab")
    #expect(!host.lines.contains { $0.contains("✕") })
    #expect(pickerField(host)?.isFocused == false)
  }
}
