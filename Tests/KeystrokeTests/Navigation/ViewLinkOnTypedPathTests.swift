import KeystrokeTesting
import Testing

@testable import Keystroke

/// Numbers pushed by value and pages pushed as views, on a stack whose path the app owns,
/// either as an array of numbers or as a `NavigationPath`.
private struct LinkedNumbers: View {
  let typed: Bool
  @State private var numbers: [Int] = []
  @State private var anyPath = NavigationPath()

  var body: some View {
    if typed {
      NavigationStack(path: $numbers) {
        NumbersRoot(path: numbers.map(String.init).joined(separator: ","), home: { numbers = [] })
      }
    } else {
      NavigationStack(path: $anyPath) {
        NumbersRoot(path: "\(anyPath.count) deep", home: { anyPath = NavigationPath() })
      }
    }
  }
}

/// The root: a view link, a value link, and what the path holds.
private struct NumbersRoot: View {
  let path: String
  let home: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Path: \(path)")
      NavigationLink("About") { AboutPage(home: home) }
      NavigationLink("Show 4", value: 4)
    }
    .navigationTitle("Numbers")
    .navigationDestination(for: Int.self) { number in
      NumberPage(number: number, home: home)
    }
  }
}

/// A page pushed as a view, with a value link of its own.
private struct AboutPage: View {
  let home: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("About page")
      NavigationLink("Show 7", value: 7)
    }
    .navigationTitle("About")
  }
}

/// A number's page, with a page of notes pushed as a view.
private struct NumberPage: View {
  let number: Int
  let home: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Number \(number)")
      NavigationLink(destination: NotesPage(number: number, home: home)) { Text("Notes") }
    }
  }
}

/// Notes on a number, pushed as a view; Home empties the path beneath it.
private struct NotesPage: View {
  let number: Int
  let home: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Notes on \(number)")
      Button("Home") { home() }
      Button("Close") { dismiss() }
    }
  }
}

@MainActor
@Suite struct ViewLinkOnTypedPathTests {
  @Test(arguments: [true, false])
  func aViewLinkPushesItsPageAndEscapePopsIt(typed: Bool) throws {
    let host = TestHost(LinkedNumbers(typed: typed), columns: 40, rows: 10)
    try host.play("enter")
    #expect(host.text.contains("About page"))
    #expect(host.text.contains("‹ Numbers"))
    try host.play("escape")
    #expect(host.text.contains("Path:"))
    #expect(!host.text.contains("About page"))
    // Focus is back on the link: it opens the page again.
    try host.play("enter")
    #expect(host.text.contains("About page"))
  }

  @Test func aTypedPathHoldsOnlyTheNumbersAboveAViewPage() throws {
    let host = TestHost(LinkedNumbers(typed: true), columns: 40, rows: 10)
    // About, then its Show 7: the number goes above the page, and the path holds only 7.
    try host.play("enter enter")
    #expect(host.text.contains("Number 7"))
    try host.play("enter")
    #expect(host.text.contains("Notes on 7"))
    try host.play("escape escape")
    #expect(host.text.contains("About page"))
    try host.play("escape")
    #expect(host.text.contains("Path:"))
    #expect(!host.text.contains("Path: 7"))
    #expect(!host.text.contains("About page"))
  }

  @Test(arguments: [true, false])
  func aValueLinkPushedFromAViewPageGoesAboveIt(typed: Bool) throws {
    let host = TestHost(LinkedNumbers(typed: typed), columns: 40, rows: 10)
    try host.play("enter enter")
    #expect(host.text.contains("Number 7"))
    try host.play("escape")
    #expect(host.text.contains("About page"))
    try host.play("escape")
    #expect(host.text.contains("Path:"))
  }

  @Test(arguments: [true, false])
  func emptyingThePathTakesAViewPageAboveItsValuesAway(typed: Bool) throws {
    let host = TestHost(LinkedNumbers(typed: typed), columns: 40, rows: 10)
    // Show 4, then its Notes, then Home on the notes.
    try host.play("tab enter enter")
    #expect(host.text.contains("Notes on 4"))
    try host.play("enter")
    #expect(host.text.contains("Path:"))
    #expect(!host.text.contains("Notes on 4"))
    #expect(!host.text.contains("Number 4"))
  }

  @Test(arguments: [true, false])
  func dismissPopsAViewPage(typed: Bool) throws {
    let host = TestHost(LinkedNumbers(typed: typed), columns: 40, rows: 10)
    try host.play("tab enter enter")
    #expect(host.text.contains("Notes on 4"))
    // Close dismisses the notes: the number's page is shown again.
    try host.play("tab enter")
    #expect(host.text.contains("Number 4"))
    #expect(!host.text.contains("Notes on 4"))
    try host.play("escape")
    #expect(host.text.contains("Path:"))
  }
}
