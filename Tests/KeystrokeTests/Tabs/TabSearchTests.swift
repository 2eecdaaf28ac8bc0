import KeystrokeTesting
import Testing

@testable import Keystroke

private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var tab = 0
}

private struct WithSearchTab: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
      Tab("Library", systemImage: "books.vertical", value: 1) { Text("Library screen") }
      Tab(value: 2, role: .search) { Text("Results for '\(model.query)'") }
    }
    .searchable(text: $model.query, prompt: "Find recipes")
  }
}

private struct WithoutSearchTab: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Home", systemImage: "house", value: 0) { Text("Home '\(model.query)'") }
      Tab("Library", systemImage: "books.vertical", value: 1) { Text("Library '\(model.query)'") }
    }
    .searchable(text: $model.query, prompt: "Filter")
  }
}

@MainActor
@Suite struct TabSearchTests {
  @Test(arguments: [80, 140])
  func theSearchTabAloneShowsTheField(columns: Int) throws {
    let host = TestHost(WithSearchTab(), columns: columns, rows: 12)
    #expect(host.text.contains("Home screen"))
    #expect(!host.text.contains("Find recipes"))
    try host.play("cmd+f \"pasta\"")
    #expect(host.text.contains("Results for 'pasta'"))
    #expect(host.text.contains("pasta"))
  }

  @Test(arguments: [80, 140])
  func withoutASearchTabTheFieldServesEveryTabAndResetsOnChange(columns: Int) throws {
    let host = TestHost(WithoutSearchTab(), columns: columns, rows: 12)
    #expect(host.text.contains("Filter"))
    try host.play("cmd+f \"soup\"")
    #expect(host.text.contains("Home 'soup'"))
    host.host.update(force: true)
    try host.play("esc tab right")
    #expect(host.text.contains("Library ''") || host.text.contains("Library '"))
    #expect(!host.text.contains("soup"))
  }
}
