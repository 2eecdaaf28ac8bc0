import KeystrokeTesting
import Testing

@testable import Keystroke

/// A screen with most of the framework's views, for snapshot comparisons at several sizes.
private struct Gallery: View {
  @State private var name = "Ada"
  @State private var notify = true
  @State private var count = 3
  @State private var flavor = "Vanilla"
  @FocusState private var focus: Field?

  enum Field: Hashable { case name, notes }

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Label("Gallery", systemImage: "star")
        Spacer()
        Text("日本語 wide").foregroundStyle(.secondary)
      }
      Divider()
      HStack {
        Text("Name")
        TextField("Your name", text: $name).focused($focus, equals: .name)
      }
      Toggle("Notify me", isOn: $notify)
      Stepper("Count: \(count)", value: $count, in: 0...10)
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("Vanilla")
        Text("Chocolate").tag("Chocolate")
      }
      ProgressView(value: 0.4)
      ZStack(alignment: .leading) {
        Color.blue
        Text("on blue").padding(.horizontal, 1)
      }
      .frame(height: 1)
      Text("A long paragraph that wraps onto several lines when the screen is narrow.")
        .lineLimit(2)
      HStack {
        Button("Save") {}.keyboardShortcut("s")
        Button("Delete", role: .destructive) {}
        Button("Plain") {}.buttonStyle(.plain)
      }
      Text("fixed size text").fixedSize().border(.secondary)
    }
    .defaultFocus($focus, .name)
    .padding(1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct GallerySnapshotTests {
  @Test(arguments: [(40, 20), (80, 20)])
  func galleryAtTwoSizes(columns: Int, rows: Int) {
    let host = TestHost(Gallery(), columns: columns, rows: rows)
    let snapshot = host.snapshot(named: "gallery-\(columns)x\(rows)")
    #expect(snapshot.isMatch, "\(snapshot)")
  }

  @Test func defaultFocusPicksTheNamedField() throws {
    let host = TestHost(Gallery(), columns: 80, rows: 20)
    try host.play("\"!\"")
    #expect(host.text.contains("Ada!"))
  }

  @Test func backgroundColorStaysBehindText() throws {
    let host = TestHost(Gallery(), columns: 80, rows: 20)
    let row = try #require(host.row(containing: "on blue"))
    let column = try #require(host.lines[row].range(of: "on blue")).lowerBound
      .utf16Offset(in: host.lines[row])
    #expect(host.style(column: column, row: row).background != .default)
  }
}
