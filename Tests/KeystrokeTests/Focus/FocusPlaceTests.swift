import Testing

@testable import Keystroke

/// A shelf whose empty state has one button that opens a sheet; saving replaces that button
/// with a row of book buttons, below a filter field that comes first in the window.
private struct Shelf: View {
  @State private var books: [String] = []
  @State private var filter = ""
  @State private var isAdding = false
  let opened: (String) -> Void

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Filter", text: $filter)
      if books.isEmpty {
        Button("Add the first book") { isAdding = true }
      } else {
        HStack {
          ForEach(books, id: \.self) { book in Button(book) { opened(book) } }
        }
      }
      Button("Add") { isAdding = true }
    }
    .sheet(isPresented: $isAdding) {
      Button("Save") {
        books.append(books.isEmpty ? "Dune" : "Emma")
        isAdding = false
      }
    }
  }
}

/// Where focus goes when a closed sheet gives it back to a view that is gone: near that view,
/// not to the first focusable view of the window.
@MainActor
@Suite struct FocusPlaceTests {
  private func press(_ text: String, on host: ViewHost) throws {
    host.send(KeyPress(try Shortcut(parsing: text)))
  }

  @Test func aClosedSheetGivesFocusToTheNearestViewWhenItsOwnIsGone() throws {
    var opened: [String] = []
    let host = ViewHost(Shelf(opened: { opened.append($0) }), width: 40, height: 8)
    host.update()
    try press("tab", on: host)  // the filter field → "Add the first book"
    try press("enter", on: host)  // opens the sheet, focus on Save
    #expect(host.lines.joined().contains("Save"))
    try press("enter", on: host)  // saves: the first button is replaced by "Dune"
    #expect(!host.lines.joined().contains("Save"))
    try press("enter", on: host)
    #expect(opened == ["Dune"])
  }

  @Test func aClosedSheetGivesFocusBackToItsViewWhenItStays() throws {
    var opened: [String] = []
    let host = ViewHost(Shelf(opened: { opened.append($0) }), width: 40, height: 8)
    host.update()
    try press("tab", on: host)
    try press("enter", on: host)
    try press("enter", on: host)  // "Dune" is on the shelf, and focused
    try press("tab", on: host)  // → "Add"
    try press("enter", on: host)
    try press("enter", on: host)  // "Emma" joins; "Add" is still there and gets focus back
    try press("shift+tab", on: host)  // → "Emma", the last book
    try press("enter", on: host)
    #expect(opened == ["Emma"])
  }

  @Test func theNearestCandidateSharesTheDeepestAncestor() {
    // The lost view 9 sat in 5, inside 3, inside the root 1.
    let place = FocusPlace(id: 9, ancestors: [5, 3, 1])
    let candidates = [[2, 1], [7, 4, 3, 1], [8, 5, 3, 1], [6, 5, 3, 1]]
    #expect(place.nearest(among: candidates) == 2)
    #expect(place.nearest(among: [[2, 1], [7, 4, 3, 1]]) == 1)
    #expect(place.nearest(among: [[9, 5, 3, 1], [8, 5, 3, 1]]) == 0)
    #expect(place.nearest(among: [[20, 21]]) == nil)
    #expect(place.nearest(among: []) == nil)
  }
}
