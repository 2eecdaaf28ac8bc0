import KeystrokeTesting
import Testing

@testable import Keystroke

private final class Profile {
  var name = ""
  var email = "ada@example.com"
  var isPublic = true
  var fields = Array(repeating: "", count: 20)
}

@MainActor
@Suite struct FormTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func form(_ profile: Profile) -> some View {
    Form {
      Section("Account") {
        TextField("Name", text: Binding(get: { profile.name }, set: { profile.name = $0 }))
        TextField("E-mail", text: Binding(get: { profile.email }, set: { profile.email = $0 }))
      }
      Section("Privacy") {
        Toggle("Public", isOn: Binding(get: { profile.isPublic }, set: { profile.isPublic = $0 }))
        LabeledContent("Plan", value: "Free")
      }
    }
  }

  @Test func formDrawsSectionsAndLabelledFields() {
    let host = ViewHost(form(Profile()), width: 24, height: 7)
    host.update()
    #expect(
      host.lines == [
        "Account", "Name   Name", "E-mail ada@example.com", "", "Privacy", "[x] Public",
        "Plan                Free",
      ])
  }

  @Test func narrowFormScrollsToTheFocusedControl() throws {
    let profile = Profile()
    let host = ViewHost(form(profile), width: 12, height: 3)
    host.update()
    #expect(host.lines == ["Account    ┃", "Name   Name│", "E-mail com │"])
    host.send(try key("tab"))
    host.send(try key("tab"))
    #expect(host.lines.last?.hasPrefix("[x] Public") == true)
    host.send(try key("space"))
    #expect(!profile.isPublic)
  }

  @Test func typingGoesToTheFocusedField() throws {
    let profile = Profile()
    let host = ViewHost(form(profile), width: 24, height: 7)
    host.update()
    #expect(host.send(KeyPress(key: KeyEquivalent("A"), characters: "A")) == .textInput)
    #expect(host.send(KeyPress(key: KeyEquivalent("l"), characters: "l")) == .textInput)
    #expect(profile.name == "Al")
    #expect(host.lines[1] == "Name   Al")
  }

  @Test func emptyFormAndWideLabels() {
    let empty = ViewHost(Form { EmptyView() }, width: 6, height: 2)
    empty.update()
    #expect(empty.lines == ["", ""])
    let profile = Profile()
    let wide = Form {
      TextField("名前", text: Binding(get: { profile.name }, set: { profile.name = $0 }))
      TextField("ID", text: .constant("x"))
    }
    let host = ViewHost(wide, width: 12, height: 2)
    host.update()
    #expect(host.lines == ["名前 名前", "ID   x"])
  }

  @Test func sectionOutsideAListIsAColumn() {
    let host = ViewHost(
      Section {
        Text("Body")
      } header: {
        Text("Head")
      } footer: {
        Text("Foot")
      }, width: 6, height: 3)
    host.update()
    #expect(host.lines == [" Head", " Body", " Foot"])
  }
}

/// A form mixing the labeled controls, as a settings screen does.
private struct MixedForm: View {
  @State private var name = ""
  @State private var period = "Weekly"
  @State private var count = 3

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Picker("Period", selection: $period) {
        Text("Daily").tag("Daily")
        Text("Weekly").tag("Weekly")
      }
      Stepper("Copies", value: $count, in: 1...9)
      LabeledContent("Started") { Text("today") }
      LabeledContent("Plan", value: "Free")
    }
  }
}

@MainActor
@Suite struct FormLabelColumnTests {
  @Test(arguments: [80, 140])
  func everyLabeledControlStartsAfterOneLabelColumn(columns: Int) throws {
    let host = TestHost(MixedForm(), columns: columns, rows: 8)
    func column(of text: String) throws -> Int {
      let row = try #require(host.row(containing: text))
      let line = host.lines[row]
      return try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
    }
    // "Started" is the widest label: every control starts one column after it.
    let start = try column(of: "Started") + "Started".count + 1
    #expect(try column(of: "[ Weekly ▾]") == start)
    #expect(try column(of: "[- +]") == start)
    #expect(try column(of: "today") == start)
    let name = try #require(host.row(containing: "Name"))
    #expect(host.lines[name].hasSuffix("Name") && host.lines[name].count == start + 4)
    // A value row keeps its value at the trailing edge, as grouped forms do.
    let plan = try #require(host.row(containing: "Plan"))
    #expect(host.lines[plan].hasSuffix("Free") && host.lines[plan].count > start + 10)
  }
}
