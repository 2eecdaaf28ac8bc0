@testable import Keystroke

/// A row that counts in its own `@State` and hands its binding, under its label, to the test:
/// what identity tests move around to see whether the state goes with the row.
struct TallyRow: View {
  let label: String
  let expose: (String, Binding<Int>) -> Void
  @State private var count = 0

  var body: some View {
    expose(label, $count)
    return Text("\(label) \(count)")
  }
}

/// The rows' identities in order, changed by a test between updates, and an identity a test
/// gives with `.id(_:)`.
@MainActor
final class RowOrder {
  var ids: [Int] = [1, 2, 3]
  var explicit = "x"
}
