import Keystroke

/// State for an app whose commands hold a toggle, a picker, a submenu, a conditional and a
/// `ForEach`.
final class ViewOptions: ObservableObject {
  enum Sort: String, Hashable, CaseIterable { case name, date, size }
  @Published var showsGrid = false
  @Published var sort = Sort.name
  @Published var isAdvanced = false
  @Published var log: [String] = []
}

struct CommandsContentApp: App {
  @StateObject private var options = ViewOptions()

  var body: some Scene {
    WindowGroup {
      OptionsContent().environmentObject(options)
    }
    .commands {
      CommandMenu("Options") {
        Toggle("Show Grid", isOn: $options.showsGrid)
          .keyboardShortcut("g")
        Picker("Sort By", selection: $options.sort) {
          Text("Name").tag(ViewOptions.Sort.name)
          Text("Date").tag(ViewOptions.Sort.date)
          Text("Size").tag(ViewOptions.Sort.size)
        }
        Menu("Export") {
          Button("As Text") { options.log.append("text") }
          Button("As CSV") { options.log.append("csv") }
        }
        Divider()
        if options.isAdvanced {
          Button("Expert Mode") { options.log.append("expert") }
        } else {
          Button("Enable Advanced") { options.isAdvanced = true }
        }
        ForEach(["Alpha", "Beta"], id: \.self) { name in
          Button("Open \(name)") { options.log.append(name) }
        }
      }
    }
  }
}

struct OptionsContent: View {
  @EnvironmentObject var options: ViewOptions

  var body: some View {
    VStack(alignment: .leading) {
      Text("Grid: \(options.showsGrid ? "on" : "off") Sort: \(options.sort.rawValue)")
      Text("Log: \(options.log.joined(separator: ","))")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
