import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Row: Identifiable {
  let id: Int
  var name: String
  var city: String
}

private let rows = [
  Row(id: 1, name: "Ada", city: "London"),
  Row(id: 2, name: "Grace", city: "Arlington"),
  Row(id: 3, name: "Linus", city: "Helsinki"),
]

/// A table in the style given.
private struct StyledTable<S: TableStyle>: View {
  let style: S
  var alternating = AlternatingRowBackgroundBehavior.automatic

  var body: some View {
    Table(rows) {
      TableColumn("Name", value: \.name)
      TableColumn("City", value: \.city)
    }
    .tableStyle(style)
    .alternatingRowBackgrounds(alternating)
  }
}

@MainActor
@Suite struct TableStyleTests {
  @Test(arguments: [80, 140])
  func borderedDrawsRulesBetweenColumns(columns: Int) throws {
    let host = TestHost(StyledTable(style: .bordered), columns: columns, rows: 6)
    let header = try #require(host.row(containing: "Name"))
    let bar = try #require(host.lines[header].firstIndex(of: "│"))
    let column = host.lines[header].distance(from: host.lines[header].startIndex, to: bar)
    for line in [header, header + 2, header + 3] {
      let text = Array(host.lines[line])
      #expect(text[column] == "│")
      // A space on either side keeps the rule off the cells.
      #expect(text[column - 1] == " " && text[column + 1] == " ")
    }
    #expect(Array(host.lines[header + 2])[column + 2] == "L")
    let rule = host.lines[header + 1]
    #expect(rule[rule.index(rule.startIndex, offsetBy: column)] == "┼")
  }

  @Test(arguments: [80, 140])
  func automaticDrawsNoRulesAndNoShading(columns: Int) throws {
    let host = TestHost(StyledTable(style: .automatic), columns: columns, rows: 6)
    #expect(!host.text.contains("│"))
    let header = try #require(host.row(containing: "Name"))
    #expect(host.style(column: 0, row: header + 3).background == .default)
  }

  @Test(arguments: [80, 140])
  func insetShadesEveryOtherRow(columns: Int) throws {
    let host = TestHost(StyledTable(style: .inset), columns: columns, rows: 6)
    let header = try #require(host.row(containing: "Name"))
    #expect(host.style(column: 0, row: header + 2).background == .default)
    #expect(host.style(column: 0, row: header + 3).background == TableElement.alternateBackground)
    #expect(host.style(column: 0, row: header + 4).background == .default)
    #expect(!host.text.contains("│"))
  }

  @Test func shadingFollowsTheStyleAndTheModifier() throws {
    let off = TestHost(
      StyledTable(style: .bordered(alternatesRowBackgrounds: false)), columns: 80, rows: 6)
    #expect(off.style(column: 0, row: 3).background == .default)
    let forced = TestHost(
      StyledTable(style: .automatic, alternating: .enabled), columns: 80, rows: 6)
    #expect(forced.style(column: 0, row: 3).background == TableElement.alternateBackground)
    let disabled = TestHost(
      StyledTable(style: .inset, alternating: .disabled), columns: 80, rows: 6)
    #expect(disabled.style(column: 0, row: 3).background == .default)
  }
}
