import Keystroke
import KeystrokeTesting
import Testing

/// A namespace lasts as long as its view's identity; matched geometry changes nothing drawn.
@MainActor
@Suite struct NamespaceBehaviourTests {
  /// The namespaces a card read, update by update.
  final class Reports {
    var ids: [Namespace.ID] = []
  }

  @Test func aViewReadsTheSameNamespaceOnEveryUpdate() throws {
    let reports = Reports()
    let host = TestHost(
      ExpandingCard(namespaceReport: { reports.ids.append($0) }), columns: 40, rows: 6)
    #expect(host.row(containing: "Lisbon") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Trip to Lisbon, 4 nights") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Trip to Lisbon") == nil)
    #expect(reports.ids.count >= 3)
    #expect(Set(reports.ids).count == 1)
  }

  /// A card whose parent makes it anew on each of its updates.
  struct CardHolder: View {
    let reports: Reports
    @State private var bumps = 0

    var body: some View {
      VStack {
        Button("Bump \(bumps)") { bumps += 1 }
        ExpandingCard(namespaceReport: { reports.ids.append($0) })
      }
    }
  }

  @Test func aViewMadeAnewByItsParentKeepsItsNamespace() throws {
    let reports = Reports()
    let host = TestHost(CardHolder(reports: reports), columns: 40, rows: 8)
    // Focus starts on Bump; then More, in the card.
    try host.play("enter enter tab enter")
    #expect(host.row(containing: "Bump 2") != nil)
    #expect(host.row(containing: "Trip to Lisbon") != nil)
    #expect(reports.ids.count >= 2)
    #expect(Set(reports.ids).count == 1)
  }

  @Test func twoViewsReadTwoNamespaces() throws {
    let first = Reports()
    let second = Reports()
    let host = TestHost(
      VStack {
        ExpandingCard(namespaceReport: { first.ids.append($0) })
        ExpandingCard(namespaceReport: { second.ids.append($0) })
      }, columns: 40, rows: 10)
    #expect(host.lines.filter { $0.contains("Lisbon") }.count == 2)
    let one = try #require(first.ids.last)
    let other = try #require(second.ids.last)
    #expect(one != other)
  }
}
