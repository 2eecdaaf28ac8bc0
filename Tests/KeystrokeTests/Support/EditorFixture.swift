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
  /// The columns of row `row`, out of the first `columns`, drawn reversed (the cursor, a
  /// selection).
  func reversedColumns(row: Int, columns: Int) -> [Int] {
    (0..<columns).filter { style(column: $0, row: row).attributes.contains(.reverse) }
  }
}
