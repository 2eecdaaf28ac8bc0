import Foundation
import Testing

@testable import Keystroke

/// A picker over many projects, tagged by number, with "None" first as apps often have it.
@MainActor
private final class Projects {
  var selected = 0
  let names: [String]
  let bodies = BodyCount()
  /// How many option views the picker's `ForEach` made.
  var made = 0

  init(count: Int) {
    names = (0..<count).map { index in
      let word = ["Alpha", "Beta", "Gamma", "Delta"][index % 4]
      return "\(word) \(index)"
    }
  }

  var picker: some View {
    Picker("Project", selection: Binding(get: { self.selected }, set: { self.selected = $0 })) {
      Text("None").tag(-1)
      ForEach(names.indices, id: \.self) { index in
        self.made += 1
        return CountedText(text: self.names[index], bodies: self.bodies).tag(index)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// The same picker with plain text options, whose titles type-select reads.
  var textPicker: some View {
    Picker("Project", selection: Binding(get: { self.selected }, set: { self.selected = $0 })) {
      Text("None").tag(-1)
      ForEach(names.indices, id: \.self) { index in Text(self.names[index]).tag(index) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A picker whose options outnumber its window shows ten at a time with a scroll bar, builds
/// only those, and moves through the rest by page, by end and by typed letter.
@MainActor
@Suite struct LongPickerTests {
  private func key(_ text: String) throws -> KeyPress { KeyPress(try Shortcut(parsing: text)) }

  private func open(_ projects: Projects, text: Bool = false) throws -> ViewHost {
    let host =
      text
      ? ViewHost(projects.textPicker, width: 40, height: 14)
      : ViewHost(projects.picker, width: 40, height: 14)
    host.update()
    host.send(try key("space"))
    return host
  }

  /// The option rows on screen, without their marks and the bar.
  private func shown(_ host: ViewHost) -> [String] {
    host.lines.dropFirst().map { line in
      line.replacingOccurrences(of: "✓", with: " ")
        .replacingOccurrences(of: "│", with: " ")
        .replacingOccurrences(of: "┃", with: " ")
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test func tenOptionsShowWithABarAndOnlyTheyAreBuilt() throws {
    let projects = Projects(count: 5_000)
    let before = projects.bodies.count
    let host = try open(projects)
    #expect(shown(host) == ["None"] + (0..<9).map { projects.names[$0] })
    #expect(host.lines[1].contains("┃"))
    #expect(host.lines[11].trimmingCharacters(in: .whitespaces).isEmpty)
    // The closed picker builds the selected option; the open one the ten it shows.
    #expect(projects.bodies.count - before <= 3 * 10)
  }

  @Test func theWindowFollowsTheHighlightAndEndReachesTheLast() throws {
    let projects = Projects(count: 5_000)
    let host = try open(projects)
    for _ in 0..<12 { host.send(try key("down")) }
    // The highlight moved from project 0 to project 12, now the window's last row.
    #expect(shown(host).last == "Alpha 12")
    #expect(host.screen.style(x: 4, y: 10).attributes.contains(.reverse))
    let before = projects.bodies.count
    host.send(try key("end"))
    #expect(shown(host).last == projects.names[4_999])
    #expect(host.lines[10].contains("┃"))
    #expect(projects.bodies.count - before <= 3 * 10)
    host.send(try key("enter"))
    #expect(projects.selected == 4_999)
  }

  @Test func pagesMoveByAWindow() throws {
    let projects = Projects(count: 100)
    let host = try open(projects)
    host.send(try key("pagedown"))
    host.send(try key("pagedown"))
    host.send(try key("pageup"))
    host.send(try key("enter"))
    // From project 0 down two windows and up one.
    #expect(projects.selected == 10)
  }

  @Test func aLetterHighlightsTheNextOptionStartingWithIt() throws {
    let projects = Projects(count: 100)
    let host = try open(projects, text: true)
    host.send(try key("g"))
    host.send(try key("enter"))
    #expect(projects.selected == 2)
    host.send(try key("space"))
    host.send(try key("g"))
    host.send(try key("g"))
    host.send(try key("enter"))
    #expect(projects.selected == 10)
    // A capital, and a letter no option starts with, which leaves the highlight alone.
    host.send(try key("space"))
    host.send(try key("shift+d"))
    host.send(try key("z"))
    host.send(try key("enter"))
    #expect(projects.selected == 11)
    // Letters typed in a row narrow the search: "alpha 2" after Delta 11 finds Alpha 20.
    host.send(try key("space"))
    for letter in ["a", "l", "p", "h", "a", "space", "2"] { host.send(try key(letter)) }
    host.send(try key("enter"))
    #expect(projects.selected == 20)
    // After letters that match, Space with nothing after it that matches chooses.
    host.send(try key("space"))
    for letter in ["b", "e", "space"] { host.send(try key(letter)) }
    #expect(projects.selected == 21)
    #expect(host.lines.count { $0.contains("Beta") } == 1)
  }

  @Test func keysNearTheEndDoNotMakeEveryOptionBeforeTheSelectedOne() throws {
    let projects = Projects(count: 5_000)
    projects.selected = 4_990
    let host = try open(projects)
    let before = projects.made
    for _ in 0..<20 { host.send(try key("up")) }
    // Each key makes the ten options shown and checks the selected one, no more.
    #expect(projects.made - before <= 20 * 15)
  }

  @Test func openingCentresTheSelectedOption() throws {
    let projects = Projects(count: 5_000)
    projects.selected = 2_500
    let host = try open(projects)
    let rows = shown(host)
    #expect(rows.count == 10)
    #expect(rows[5] == projects.names[2_500])
  }

  @Test func theWindowStaysInsideTheOptions() {
    for count in 1...30 {
      for window in 1...12 {
        for highlighted in 0..<count {
          for top in [0, highlighted, count - 1, count + 5] {
            let start = ItemWindow.first(
              showing: highlighted, from: top, window: window, count: count)
            #expect(start >= 0 && start <= max(0, count - window))
            #expect(start <= highlighted && highlighted < start + window)
          }
          let opened = PickerKeys.top(opening: highlighted, window: window, count: count)
          #expect(opened >= 0 && opened <= max(0, count - window))
          #expect(opened <= highlighted && highlighted < opened + window)
        }
      }
    }
  }
}
