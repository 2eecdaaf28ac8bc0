import Keystroke

// A sidebar-and-detail library in the shape of common macOS and iPadOS apps, carrying the list
// and appearance modifiers such apps use.

/// A shelf in the sidebar.
struct Shelf: Identifiable, Hashable {
  let id: Int
  let name: String
  let count: Int
}

/// The library's sidebar list.
struct LibrarySidebar: View {
  let shelves: [Shelf]
  @Binding var selection: Shelf.ID?

  var body: some View {
    List(selection: $selection) {
      Section("Shelves") {
        ForEach(shelves) { shelf in
          Label(shelf.name, systemImage: "books.vertical")
            // compat: .badge
            .badge(shelf.count)
            // compat: .listRowSeparator
            .listRowSeparator(.hidden)
            // compat: .listRowInsets
            .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            // compat: .listRowBackground
            .listRowBackground(Color.clear)
            // compat: .listItemTint
            .listItemTint(.monochrome)
            .tag(shelf.id)
        }
      }
    }
    // compat: .listStyle
    .listStyle(.sidebar)
    // compat: .scrollContentBackground
    .scrollContentBackground(.hidden)
    // compat: .scrollDisabled
    .scrollDisabled(false)
    // compat: .navigationSplitViewColumnWidth
    .navigationSplitViewColumnWidth(min: 20, ideal: 28, max: 40)
  }
}

/// A row of the detail pane showing the appearance modifiers.
struct ShelfDetail: View {
  let shelf: Shelf
  @State private var taps = 0
  @State private var hovering = false

  var body: some View {
    VStack(alignment: .leading) {
      Text(shelf.name)
        // compat: .foregroundColor
        .foregroundColor(.primary)
        // compat: .monospacedDigit
        .monospacedDigit()
        // compat: .textSelection
        .textSelection(.enabled)
      Text("Tapped \(taps)")
        // compat: .onTapGesture
        .onTapGesture { taps += 1 }
        // compat: .onHover
        .onHover { hovering = $0 }
        // compat: .help
        .help("Click to count")
      Image(systemName: "star")
        // compat: .symbolVariant
        .symbolVariant(.fill)
        // compat: .imageScale
        .imageScale(.large)
      Text("Faded")
        // compat: .opacity
        .opacity(0.5)
      Text("Secret")
        // compat: .hidden
        .hidden()
      Button("Buy") {}
        // compat: .buttonStyle
        .buttonStyle(.borderedProminent)
        // compat: .tint
        .tint(.green)
      Label("Shelf", systemImage: "books.vertical")
        // compat: .labelStyle
        .labelStyle(.iconOnly)
      TextField("Filter", text: .constant(""))
        // compat: .textFieldStyle
        .textFieldStyle(.roundedBorder)
      Menu("Actions") {
        Button("Rename") {}
      }
      // compat: .menuStyle
      .menuStyle(.borderlessButton)
    }
    // compat: .frame(minWidth:idealWidth:maxWidth:)
    .frame(minWidth: 20, idealWidth: 40, maxWidth: .infinity, alignment: .leading)
    // compat: .onChange(of:)
    .onChange(of: taps) { oldValue, newValue in
      hovering = oldValue < newValue
    }
    .onChange(of: taps, initial: true) {
      hovering = false
    }
    // compat: .task(id:)
    .task(id: shelf.id) {
      await Task.yield()
    }
  }
}

/// A loading card, as apps draw placeholders.
struct LoadingCard: View {
  var body: some View {
    ZStack {
      Image(systemName: "photo")
        // compat: .aspectRatio
        .aspectRatio(contentMode: .fit)
        .scaledToFill()
      Text("Loading title")
        // compat: .redacted
        .redacted(reason: .placeholder)
        // compat: .zIndex
        .zIndex(1)
    }
  }
}

/// A disclosure in the shape of animation examples.
struct Disclosure: View {
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Toggle") {
        // compat: withAnimation
        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
          isExpanded.toggle()
        }
      }
      if isExpanded {
        Text("Details")
          // compat: .transition
          .transition(.move(edge: .top).combined(with: .opacity))
      }
    }
    // compat: .animation
    .animation(.easeInOut(duration: 0.2), value: isExpanded)
    // compat: .cornerRadius
    .cornerRadius(8)
    // compat: .shadow
    .shadow(radius: 4)
    // compat: .ignoresSafeArea
    .ignoresSafeArea()
  }
}

/// Colors as apps declare them.
enum Palette {
  // compat: Color
  static let brand = Color(.sRGB, red: 0.9, green: 0.3, blue: 0.2, opacity: 1)
  static let stroke = Color("StrokeColor")
  static let gray = Color(.sRGB, white: 0.5)
  static let plain = Color(red: 0.1, green: 0.2, blue: 0.3)
}
