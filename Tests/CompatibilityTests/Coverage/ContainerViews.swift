import Keystroke

// A dashboard and a file browser in the shapes Apple's documentation and common apps use for
// containers, grids, gauges, links, formatted text and empty states.

/// A folder tree, as `OutlineGroup`'s documentation builds it.
struct FileItem: Hashable, Identifiable {
  var id: String { name }
  let name: String
  var children: [FileItem]?
}

/// A storage dashboard.
struct StorageDashboard: View {
  let used: Double
  let files: [FileItem]
  let updated: Date
  @State private var showsDetails = false
  @State private var query = ""

  var body: some View {
    // compat: ScrollViewReader
    ScrollViewReader { proxy in
      ScrollView {
        // compat: LazyVStack
        LazyVStack(alignment: .leading, spacing: 1, pinnedViews: [.sectionHeaders]) {
          // compat: GroupBox
          GroupBox("Disk") {
            // compat: Gauge
            Gauge(value: used, in: 0...100) {
              Text("Used")
            } currentValueLabel: {
              // compat: Text(_:format:)
              Text(used / 100, format: .percent)
            } minimumValueLabel: {
              Text("0")
            } maximumValueLabel: {
              Text("100")
            }
          }
          // compat: .truncationMode
          Text("/Volumes/Backup/Archive/2026/December/report-final.pdf")
            .lineLimit(1)
            .truncationMode(.middle)
          // compat: DisclosureGroup
          DisclosureGroup("Details", isExpanded: $showsDetails) {
            // compat: Grid
            Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
              // compat: GridRow
              GridRow {
                Text("Kind")
                Text("Size")
              }
              Divider()
              GridRow(alignment: .top) {
                Text("Photos")
                Text("12 GB")
              }
              GridRow {
                Text("Updated")
                  // compat: .gridCellColumns
                  .gridCellColumns(1)
                // compat: Text(_:style:)
                Text(updated, style: .relative)
              }
            }
          }
          // compat: OutlineGroup
          OutlineGroup(files, children: \.children) { item in
            Text(item.name)
          }
          // compat: LazyHStack
          LazyHStack(alignment: .top, spacing: 2) {
            // compat: Link
            Link("Help", destination: URL(fileURLWithPath: "/usr/share/doc"))
            Link(destination: URL(fileURLWithPath: "/tmp")) { Label("Temp", systemImage: "folder") }
          }
          // compat: Text Markdown
          Text("Files are **kept** for *30 days*; see `trash` or [the guide](https://example.com).")
          // compat: Text + Text
          Text("Free: ").bold() + Text("88 GB").foregroundColor(.secondary)
          // compat: Text modifiers returning Text
          Text("Total ").italic(true) + Text("42").monospacedDigit().monospaced()
            + Text(" was ").underline(true, color: .red)
            + Text("40").strikethrough(true, color: .secondary)
          Button("Top") { proxy.scrollTo("top", anchor: .top) }
            .id("bottom")
        }
      }
    }
    // compat: .navigationSubtitle
    .navigationSubtitle("Macintosh HD")
    .navigationTitle(Text("Storage"))
  }
}

/// A photo grid with an empty state.
struct PhotoGrid: View {
  let photos: [String]
  let query: String

  var body: some View {
    if photos.isEmpty {
      if query.isEmpty {
        // compat: ContentUnavailableView
        ContentUnavailableView(
          "No Photos", systemImage: "photo", description: Text("Import photos to see them here."))
      } else {
        // compat: ContentUnavailableView.search
        ContentUnavailableView.search(text: query)
      }
    } else {
      // compat: ViewThatFits
      ViewThatFits(in: .horizontal) {
        // compat: LazyVGrid
        LazyVGrid(
          // compat: GridItem
          columns: [GridItem(.adaptive(minimum: 12)), GridItem(.fixed(8)), GridItem(.flexible())],
          alignment: .leading, spacing: 1
        ) {
          ForEach(photos, id: \.self) { Text($0) }
        }
        // compat: LazyHGrid
        LazyHGrid(rows: [GridItem(.flexible(minimum: 1))], alignment: .top) {
          ForEach(photos, id: \.self) { Text($0) }
        }
      }
    }
  }
}

/// A sidebar of folders, as `List(_:children:)` shows them.
struct FolderSidebar: View {
  let folders: [FileItem]
  @Binding var selection: FileItem.ID?

  var body: some View {
    // compat: List(_:children:)
    List(folders, children: \.children, selection: $selection) { folder in
      Label(folder.name, systemImage: "folder")
    }
  }
}

/// A size readout, in the shape of `GeometryReader`'s documentation.
struct SizeReadout: View {
  var body: some View {
    // compat: GeometryReader
    GeometryReader { proxy in
      Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
        .frame(width: proxy.size.width / 2)
      let frame = proxy.frame(in: .global)
      Text("at \(Int(frame.minX)),\(Int(frame.minY))")
    }
  }
}

/// Links to screens in both of `NavigationLink`'s destination forms.
struct StorageLinks: View {
  var body: some View {
    NavigationStack {
      List {
        // compat: NavigationLink(destination:label:)
        NavigationLink(destination: SizeReadout()) { Text("Sizes") }
        NavigationLink {
          SizeReadout()
        } label: {
          Text("Sizes again")
        }
        // compat: NavigationLink(_:destination:)
        NavigationLink("Readout", destination: SizeReadout())
        NavigationLink("Readout again") { SizeReadout() }
      }
    }
  }
}
