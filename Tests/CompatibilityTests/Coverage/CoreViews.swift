import Keystroke

// The everyday SwiftUI surface in the shape of Apple's tutorials: a model object, a
// navigation stack and split view, tabs, forms, presentations, search and focus.

/// A model shared through the environment, in the pre-Observation style.
// compat: ObservableObject
final class Library: ObservableObject {
  // compat: @Published
  @Published var titles = ["Dune", "Emma"]
}

/// A focus target.
enum Field: Hashable {
  case title
}

/// A tour of the core views and modifiers.
struct CoreTour: View {
  // compat: @StateObject
  @StateObject private var library = Library()
  // compat: @State
  @State private var query = ""
  @State private var showsSheet = false
  @State private var showsAlert = false
  @State private var showsDialog = false
  @State private var path = NavigationPath()
  @State private var done = false
  @State private var choice = 1
  @State private var count = 0
  @State private var secret = ""
  @State private var notes = ""
  @State private var selection: String?
  // compat: @FocusState
  @FocusState private var focus: Field?
  // compat: @Environment
  @Environment(\.horizontalSizeClass) private var sizeClass
  // compat: @AppStorage
  @AppStorage("compat.tab") private var tab = "books"

  var body: some View {
    // compat: TabView
    TabView(selection: $tab) {
      // compat: Tab
      Tab("Books", systemImage: "book", value: "books") {
        // compat: NavigationStack
        NavigationStack(path: $path) {
          // compat: List
          List {
            // compat: ForEach
            ForEach(library.titles, id: \.self) { title in
              // compat: NavigationLink
              NavigationLink(title, value: title)
            }
            // compat: .onDelete
            .onDelete { library.titles.remove(atOffsets: $0) }
            // compat: .onMove
            .onMove { library.titles.move(fromOffsets: $0, toOffset: $1) }
          }
          // compat: .navigationDestination
          .navigationDestination(for: String.self) { title in
            BookDetail(title: title, isDone: $done)
          }
          // compat: .navigationTitle
          .navigationTitle("Books")
          // compat: .searchable
          .searchable(text: $query)
          // compat: .toolbar
          .toolbar {
            // compat: ToolbarItem
            ToolbarItem(placement: .primaryAction) {
              // compat: EditButton
              EditButton()
            }
          }
        }
      }
      Tab("Split", systemImage: "sidebar.left", value: "split") {
        // compat: NavigationSplitView
        NavigationSplitView {
          List(library.titles, id: \.self, selection: $selection) { title in
            Text(title)
          }
        } detail: {
          Text(selection ?? "Nothing selected")
        }
      }
      Tab("Form", systemImage: "gear", value: "form") {
        formTab
      }
    }
    // compat: .tabViewStyle
    .tabViewStyle(.sidebarAdaptable)
    // compat: .environmentObject
    .environmentObject(library)
  }

  private var formTab: some View {
    // compat: Form
    Form {
      // compat: Section
      Section("Controls") {
        // compat: TextField
        TextField("Title", text: $query)
          // compat: .focused
          .focused($focus, equals: .title)
          // compat: .onSubmit
          .onSubmit { showsAlert = true }
        // compat: SecureField
        SecureField("Secret", text: $secret)
        // compat: TextEditor
        TextEditor(text: $notes)
        // compat: Toggle
        Toggle("Done", isOn: $done)
        // compat: Picker
        Picker("Choice", selection: $choice) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        // compat: Stepper
        Stepper("Count \(count)", value: $count)
        // compat: ProgressView
        ProgressView(value: 0.5)
        // compat: LabeledContent
        LabeledContent("Owner", value: "Ada")
        // compat: Menu
        Menu("More") {
          // compat: Button
          Button("Sheet") { showsSheet = true }
          Button("Dialog") { showsDialog = true }
        }
      }
      Section {
        // compat: HStack
        HStack {
          // compat: Label
          Label("Star", systemImage: "star")
          // compat: Spacer
          Spacer()
          // compat: Image
          Image(systemName: "star.fill")
        }
        // compat: Divider
        Divider()
        // compat: ZStack
        ZStack {
          // compat: Text
          Text("Layered")
        }
        // compat: ScrollView
        ScrollView {
          // compat: VStack
          VStack {
            Text("Scrolled")
          }
        }
      }
    }
    // compat: .sheet
    .sheet(isPresented: $showsSheet) {
      Text("Sheet")
        // compat: .interactiveDismissDisabled
        .interactiveDismissDisabled()
    }
    // compat: .alert
    .alert("Saved", isPresented: $showsAlert) {
      Button("OK", role: .cancel) {}
    }
    // compat: .confirmationDialog
    .confirmationDialog("Delete?", isPresented: $showsDialog) {
      Button("Delete", role: .destructive) {}
    }
    // compat: .keyboardShortcut
    .keyboardShortcut("s", modifiers: [.command, .shift])
    // compat: .disabled
    .disabled(false)
    // compat: .font
    .font(.headline)
    // compat: .padding
    .padding()
    // compat: .onAppear
    .onAppear { focus = .title }
  }
}

/// A pushed detail view.
struct BookDetail: View {
  let title: String
  // compat: @Binding
  @Binding var isDone: Bool
  // compat: @EnvironmentObject
  @EnvironmentObject private var library: Library

  var body: some View {
    Text("\(title) of \(library.titles.count)")
      // compat: .focusedSceneValue
      .focusedSceneValue(\.compatDone, $isDone)
  }
}

/// The focused value menu commands read.
struct CompatDoneKey: FocusedValueKey {
  typealias Value = Binding<Bool>
}

extension FocusedValues {
  /// Whether the focused book is done.
  var compatDone: Binding<Bool>? {
    get { self[CompatDoneKey.self] }
    set { self[CompatDoneKey.self] = newValue }
  }
}

/// Menu commands in the shape of the documentation's examples.
struct BookCommands: Commands {
  // compat: @FocusedValue
  @FocusedValue(\.compatDone) private var done

  var body: some Commands {
    // compat: CommandMenu
    CommandMenu("Book") {
      Button("Mark Done") { done?.wrappedValue = true }
        .disabled(done == nil)
    }
    // compat: CommandGroup
    CommandGroup(after: .newItem) {
      Button("Import…") {}
    }
    // compat: CommandGroup
    CommandGroup(replacing: .help) {
      Button("Book Guide") {}
    }
  }
}

/// A code field that takes digits on its own and leaves other keys to the screen.
struct DigitEntry: View {
  @State private var code = ""

  var body: some View {
    Text("Code: \(code)")
      .focusable()
      // compat: .onKeyPress(characters:phases:action:)
      .onKeyPress(characters: .decimalDigits, phases: .down) { press in
        code += press.characters
        return .handled
      }
  }
}
