import Foundation
import KeystrokeTesting

@testable import Keystroke

/// A `TextEditor` of a given size over its own text, for tests of what an editor draws.
struct EditorFixture: View {
  @State var text: String
  var width = 30
  var height = 4

  var body: some View {
    TextEditor(text: $text).frame(width: CGFloat(width), height: CGFloat(height))
  }

  /// A host showing just the editor, at its own size.
  @MainActor func host() -> TestHost {
    TestHost(self, columns: width, rows: height)
  }
}

extension TestHost {
  /// The columns of row `row`, out of the first `columns`, drawn reversed (a selection; the
  /// editor's cursor is the terminal's own, see ``cursorColumn(row:)``).
  func reversedColumns(row: Int, columns: Int) -> [Int] {
    (0..<columns).filter { style(column: $0, row: row).attributes.contains(.reverse) }
  }

  /// The column where the host puts the terminal cursor (`ViewHost.cursor`) when it is on row
  /// `row`; nil when the cursor is hidden or on another row. A focused editor draws no cursor
  /// cell of its own, so this is where a user sees it.
  func cursorColumn(row: Int) -> Int? {
    host.cursor.flatMap { $0.y == row ? $0.x : nil }
  }
}
