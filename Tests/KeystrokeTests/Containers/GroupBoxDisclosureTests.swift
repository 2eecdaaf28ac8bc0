import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Node: Identifiable {
  let id: String
  var children: [Node]?
}

private let tree = [
  Node(id: "Sources", children: [Node(id: "main.swift"), Node(id: "Views", children: [])]),
  Node(id: "README.md"),
]

private struct Boxes: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      GroupBox("Settings") {
        Text("Line one")
        Text("Line two is longer")
      }
      GroupBox { Text("No label") }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

private struct Disclosures: View {
  @State var bound = true
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      DisclosureGroup("Advanced") { Text("Hidden content") }
      DisclosureGroup("Bound", isExpanded: $bound) { Text("Shown content") }
      Text(bound ? "bound open" : "bound closed")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct GroupBoxDisclosureTests {
  @Test(arguments: [80, 140])
  func aGroupBoxFramesItsContentWithTheLabelInTheTopEdge(columns: Int) {
    let host = TestHost(Boxes(), columns: columns, rows: 10)
    #expect(
      Array(host.lines.prefix(7)) == [
        "┌ Settings ──────────┐",
        "│ Line one           │",
        "│ Line two is longer │",
        "└────────────────────┘",
        "┌──────────┐",
        "│ No label │",
        "└──────────┘",
      ])
  }

  @Test func aNarrowGroupBoxWrapsItsContentInsideTheFrame() {
    let host = TestHost(
      GroupBox("Notes") { Text("one two three four five six") }.frame(width: 14),
      columns: 40, rows: 8)
    let framed = host.lines.filter { $0.contains("│") }
    #expect(framed.count >= 2)
    #expect(framed.allSatisfy { $0.trimmingCharacters(in: .whitespaces).count == 14 })
  }

  @Test(arguments: [80, 140])
  func disclosureGroupsToggleFromTheKeyboard(columns: Int) throws {
    let host = TestHost(Disclosures(), columns: columns, rows: 10)
    #expect(host.lines[0] == "▸ Advanced")
    #expect(host.lines[1] == "▾ Bound")
    #expect(host.lines[2] == "  Shown content")
    #expect(!host.text.contains("Hidden content"))
    // The first header has focus: it is drawn reversed.
    #expect(host.style(column: 0, row: 0).attributes.contains(.reverse))
    try host.play("space")
    #expect(host.lines[0] == "▾ Advanced")
    #expect(host.lines[1] == "  Hidden content")
    try host.play("left")
    #expect(host.lines[0] == "▸ Advanced")
    try host.play("right")
    #expect(host.text.contains("Hidden content"))
    try host.play("enter")
    #expect(!host.text.contains("Hidden content"))
    try host.play("tab left")
    #expect(host.text.contains("bound closed"))
    #expect(!host.text.contains("Shown content"))
  }

  @Test func disclosureHeaderKeys() {
    #expect(DisclosureHeader<Text>.expansion(after: .space, from: false) == true)
    #expect(DisclosureHeader<Text>.expansion(after: .return, from: true) == false)
    #expect(DisclosureHeader<Text>.expansion(after: .rightArrow, from: true) == true)
    #expect(DisclosureHeader<Text>.expansion(after: .leftArrow, from: false) == false)
    #expect(DisclosureHeader<Text>.expansion(after: .downArrow, from: false) == nil)
  }

  @Test(arguments: [80, 140])
  func anOutlineGroupNestsDisclosureGroups(columns: Int) throws {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        OutlineGroup(tree, children: \.children) { Text($0.id) }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: 10)
    #expect(Array(host.lines.prefix(2)) == ["▸ Sources", "README.md"])
    try host.play("right")
    #expect(Array(host.lines.prefix(4)) == ["▾ Sources", "  main.swift", "  ▸ Views", "README.md"])
  }

  @Test(arguments: [80, 140])
  func aHierarchicalListShowsEveryElementIndented(columns: Int) throws {
    struct Sidebar: View {
      @State var selection: String?
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          List(tree, children: \.children, selection: $selection) { Text($0.id) }
          Text("selected \(selection ?? "none")")
        }
      }
    }
    let host = TestHost(Sidebar(), columns: columns, rows: 10)
    #expect(host.text.contains("▾ Sources"))
    #expect(host.text.contains("    main.swift"))
    #expect(host.text.contains("  ▾ Views"))
    #expect(host.text.contains("  README.md"))
    try host.play("down down")
    #expect(host.text.contains("selected main.swift"))
  }
}
