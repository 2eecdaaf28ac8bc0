import Keystroke

// Tables as newer SwiftUI code writes them: `SortDescriptor` sorting of `NSObject` rows,
// sections among the rows, columns made at run time, aligned numbers, styles, and menus on
// single rows.

/// A book, an `NSObject` as SwiftUI's `SortDescriptor` columns ask.
final class ShelfBook: NSObject, Identifiable {
  let id: Int
  let title: String
  let pages: Int
  let isRead: Bool
  let note: String?

  init(id: Int, title: String, pages: Int, isRead: Bool, note: String? = nil) {
    self.id = id
    self.title = title
    self.pages = pages
    self.isRead = isRead
    self.note = note
  }
}

/// A shelf of books sorted with `SortDescriptor`s.
struct ShelfTable: View {
  @State private var books = [
    ShelfBook(id: 1, title: "Dune", pages: 412, isRead: true),
    ShelfBook(id: 2, title: "Emma", pages: 474, isRead: false, note: "gift"),
  ]
  @State private var selection: ShelfBook.ID?
  // compat: Table(_:selection:sortOrder:columns:) with SortDescriptor
  @State private var order = [SortDescriptor(\ShelfBook.title)]

  var body: some View {
    Table(books, selection: $selection, sortOrder: $order) {
      TableColumn("Title", value: \.title)
      TableColumn("Pages", value: \.pages) { Text("\($0.pages)") }
        .width(min: 5, ideal: 6, max: 8)
        // compat: TableColumnContent.alignment(_:)
        .alignment(.numeric)
      TableColumn("Read", value: \.isRead) { Text($0.isRead ? "✓" : "") }
        .width(4)
        .alignment(.center)
      TableColumn("Note", value: \.note)
    }
    .onChange(of: order) { books.sort(using: order) }
    // compat: .tableStyle
    .tableStyle(.bordered(alternatesRowBackgrounds: false))
  }
}

/// A month of expenses: one row per category, one column per week, grouped in sections.
struct ExpenseSheet: View {
  struct Week: Identifiable {
    let id: Int
  }

  struct Expense: Identifiable {
    let id: Int
    var category: String
    var amounts: [Int]
    var isFixed: Bool
  }

  @State private var expenses = [
    Expense(id: 1, category: "Rent", amounts: [900, 0, 0, 0], isFixed: true),
    Expense(id: 2, category: "Food", amounts: [80, 95, 60, 120], isFixed: false),
  ]
  @State private var showsVariable = true
  let weeks = (1...4).map(Week.init)

  var body: some View {
    Table(of: Expense.self) {
      TableColumn("Category", value: \.category)
      // compat: TableColumnForEach
      TableColumnForEach(weeks) { week in
        TableColumn("W\(week.id)") { expense in Text("\(expense.amounts[week.id - 1])") }
          .width(6)
          .alignment(.trailing)
      }
    } rows: {
      // compat: Section among Table rows
      Section("Fixed") {
        ForEach(expenses.filter(\.isFixed)) { expense in
          TableRow(expense)
            // compat: TableRow.contextMenu
            .contextMenu {
              Button("Remove") { expenses.removeAll { $0.id == expense.id } }
            }
        }
      }
      // compat: Section(isExpanded:) among Table rows
      Section(isExpanded: $showsVariable) {
        ForEach(expenses.filter { !$0.isFixed }) { expense in
          // compat: TableRow.draggable
          TableRow(expense).draggable(expense.category)
            // compat: TableRow.contextMenu(menuItems:preview:)
            .contextMenu {
              Button("Mark fixed") {
                if let index = expenses.firstIndex(where: { $0.id == expense.id }) {
                  expenses[index].isFixed = true
                }
              }
            } preview: {
              Text("\(expense.category): \(expense.amounts.reduce(0, +))")
            }
        }
      } header: {
        Text("Variable")
      }
    }
    // compat: .alternatingRowBackgrounds
    .alternatingRowBackgrounds()
    .tableStyle(.inset)
  }
}

/// A long list of sections whose headers stay in view.
struct PinnedContacts: View {
  let groups = ["A", "B", "C"]

  var body: some View {
    ScrollView {
      // compat: LazyVStack(pinnedViews:)
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(groups, id: \.self) { group in
          Section {
            ForEach(1..<20) { index in Text("\(group)\(index)") }
          } header: {
            Text(group).bold()
          }
        }
      }
    }
  }
}
