import Foundation
import Keystroke

// Reusable components that keep the builders they are given and hand them on to SwiftUI's
// presentation modifiers and scenes: a closure stored in a property (not a closure literal
// at the call site) passed as `content:`, `onDismiss:` or `makeContent:`.

/// A settings row whose editor opens in a sheet; the editor and what to do on closing come
/// from the screen that uses the row.
struct EditableValueRow<Editor: View>: View {
  let title: String
  let editor: () -> Editor
  let onClose: () -> Void
  @State private var isEditing = false

  init(
    _ title: String, onClose: @escaping () -> Void = {},
    @ViewBuilder editor: @escaping () -> Editor
  ) {
    self.title = title
    self.onClose = onClose
    self.editor = editor
  }

  var body: some View {
    Button(title) { isEditing = true }
      .sheet(isPresented: $isEditing, onDismiss: onClose, content: editor)
  }
}

/// A list of reports whose detail sheet is built by a function the caller supplies.
struct ReportPicker<Detail: View>: View {
  /// One report.
  struct Report: Identifiable {
    let id: Int
    let name: String
  }

  let reports: [Report]
  let detail: (Report) -> Detail
  @State private var chosen: Report?

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(reports) { report in
        Button(report.name) { chosen = report }
      }
    }
    .sheet(item: $chosen, content: detail)
  }
}

/// A screen that covers the window with whatever the caller built for it.
struct CoverSwitch<Cover: View>: View {
  let cover: () -> Cover
  @State private var isCovered = false

  var body: some View {
    Toggle("Presentation mode", isOn: $isCovered)
      .fullScreenCover(isPresented: $isCovered, content: cover)
  }
}

/// A scene made from a root view factory, as a package that ships a ready-made window does.
struct FactoryWindowScene<Root: View>: Scene {
  let makeRoot: () -> Root

  var body: some Scene {
    WindowGroup(makeContent: makeRoot)
  }
}

/// A document scene whose editor comes from a stored function.
struct FactoryDocumentScene<Editor: View>: Scene {
  let makeEditor: (FileDocumentConfiguration<PlainTextDocument>) -> Editor

  var body: some Scene {
    DocumentGroup(newDocument: PlainTextDocument(), editor: makeEditor)
  }
}

/// Builders made away from any view, by a plain function.
enum PanelFactory {
  /// A help panel's content.
  static func helpPanel() -> () -> Text {
    { Text("Press ? for help") }
  }

  /// What to do when a panel closes: note it in `log`.
  static func closingNote(in log: PanelLog) -> () -> Void {
    { log.entries.append("closed") }
  }
}

/// What the panel screen did, kept by a model the screen's actions are methods of.
final class PanelLog: ObservableObject {
  @Published var entries: [String] = []

  func appeared() { entries.append("appeared") }

  func helpChanged(from old: Bool, to new: Bool) { entries.append("help \(old) → \(new)") }
}

/// A screen that opens panels made by ``PanelFactory`` and by a builder it makes on the spot,
/// and reports to its log through method references.
struct PanelScreen: View {
  @ObservedObject var log: PanelLog
  @State private var showsHelp = false
  @State private var showsAbout = false

  var body: some View {
    let about: () -> Text = { Text("About this app") }
    return VStack {
      Button("Help") { showsHelp = true }
        .sheet(
          isPresented: $showsHelp, onDismiss: PanelFactory.closingNote(in: log),
          content: PanelFactory.helpPanel())
      Button("About") { showsAbout = true }
        .fullScreenCover(isPresented: $showsAbout, content: about)
      Text(log.entries.joined(separator: "; "))
    }
    .onAppear(perform: log.appeared)
    .onChange(of: showsHelp, initial: false, log.helpChanged)
  }
}

/// The settings screen that uses the components above.
struct StoredBuilderSettings: View {
  @State private var closedEditors = 0

  var body: some View {
    VStack(alignment: .leading) {
      EditableValueRow("Name", onClose: { closedEditors += 1 }) {
        Text("Name editor")
      }
      Text("Editors closed: \(closedEditors)")
      ReportPicker(reports: [.init(id: 1, name: "Weekly"), .init(id: 2, name: "Monthly")]) {
        report in
        Text("Report: \(report.name)")
      }
      CoverSwitch { Text("Covered") }
    }
  }
}

/// A counter whose controls call its model's methods, passed by reference.
final class CounterModel: ObservableObject {
  @Published var count = 0
  @Published var status = "nothing sent"

  func increment() { count += 1 }

  func decrement() { count -= 1 }

  func reset() { count = 0 }

  func send() { status = "sent \(count)" }

  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard press.characters == "r" else { return .ignored }
    reset()
    return .handled
  }
}

/// The counter's controls.
struct CounterPanel: View {
  @ObservedObject var model: CounterModel
  @State private var note = ""

  var body: some View {
    VStack(alignment: .leading) {
      Stepper("Count \(model.count)", onIncrement: model.increment, onDecrement: model.decrement)
        .onKeyPress(phases: .down, action: model.handle)
      TextField("Note", text: $note)
        .onSubmit(model.send)
      Menu("More", content: { Button("Reset") { model.reset() } }, primaryAction: model.send)
      Text("Click to reset")
        .onTapGesture(perform: model.reset)
      Text(model.status)
    }
  }
}
