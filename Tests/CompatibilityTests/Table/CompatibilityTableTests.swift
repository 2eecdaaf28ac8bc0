import Foundation
import Testing

/// Keeps `docs/compatibility.md` and the coverage files in step: every API the table lists as
/// available is used in a coverage file under a `// compat: <API>` marker, and every marker
/// names an available row.
@Suite struct CompatibilityTableTests {
  let table: CompatibilityTable
  let markers: [String: [String]]

  init() throws {
    let root = try #require(CompatibilityTable.packageRoot(from: #filePath))
    let markdown = try String(
      contentsOf: root.appendingPathComponent("docs/compatibility.md"), encoding: .utf8)
    table = CompatibilityTable(markdown: markdown)
    let coverage = root.appendingPathComponent("Tests/CompatibilityTests/Coverage")
    var markers: [String: [String]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: coverage.path)
    where name.hasSuffix(".swift") {
      let source = try String(
        contentsOf: coverage.appendingPathComponent(name), encoding: .utf8)
      for api in CompatibilityTable.markers(in: source) { markers[api, default: []].append(name) }
    }
    self.markers = markers
  }

  @Test func everyRowIsReadable() {
    #expect(table.problems == [])
    #expect(table.rows.count > 60)
  }

  @Test func eachAPIHasOneRow() {
    var seen: [String: Int] = [:]
    for row in table.rows { seen[row.api, default: 0] += 1 }
    #expect(seen.filter { $0.value > 1 }.keys.sorted() == [])
  }

  @Test func everyAvailableRowIsCovered() {
    let uncovered = table.rows.filter { $0.status.isAvailable && markers[$0.api] == nil }
    #expect(uncovered.map { "line \($0.line): \($0.api)" } == [])
  }

  @Test func everyMarkerNamesAnAvailableRow() {
    let available = Set(table.rows.filter(\.status.isAvailable).map(\.api))
    let stray = markers.keys.filter { !available.contains($0) }.sorted()
    #expect(stray == [])
  }

  @Test func theParserReadsFamiliesStatusesAndProblems() {
    let sample = CompatibilityTable(
      markdown: """
        ## Scenes
        | API | status | notes |
        | --- | --- | --- |
        | `Window` | works | one window |
        | `Settings` | planned (lead) | later |
        | Broken | works | no backticks |
        | `X` | maybe | unknown |
        """)
    #expect(
      sample.rows == [
        .init(family: "Scenes", api: "Window", status: .works, line: 4),
        .init(family: "Scenes", api: "Settings", status: .planned, line: 5),
      ])
    #expect(sample.problems.count == 2)
    #expect(CompatibilityTable.markers(in: "  // compat: .badge\nlet x = 1") == [".badge"])
  }
}
