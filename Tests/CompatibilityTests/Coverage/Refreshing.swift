import Keystroke

// Refreshing in the shapes apps write it: a news list that reloads from its store when
// refreshed, and a button of the app's own that asks the nearest refreshable view to refresh.

/// Headlines, reloaded one at a time.
@MainActor @Observable final class HeadlineStore {
  var headlines = ["Rain expected on Tuesday"]
  var reloads = 0

  /// Fetches again; here, makes up one more headline after a pause.
  func reload() async {
    await Task.yield()
    reloads += 1
    headlines.insert("Update \(reloads)", at: 0)
  }
}

/// A button that refreshes whatever list it sits in.
struct ReloadButton: View {
  // compat: @Environment(\.refresh)
  @Environment(\.refresh) private var refresh

  var body: some View {
    Button("Reload") {
      Task { await refresh?() }
    }
    .disabled(refresh == nil)
  }
}

/// The headlines, refreshable.
struct HeadlinesView: View {
  @State private var store = HeadlineStore()

  var body: some View {
    VStack(alignment: .leading) {
      Text("Reloaded \(store.reloads) times")
      ReloadButton()
      List(store.headlines, id: \.self) { headline in
        Text(headline)
      }
    }
    // compat: .refreshable
    .refreshable {
      await store.reload()
    }
  }
}

/// The headlines as an app, so Refresh is in its View menu.
struct HeadlinesApp: App {
  var body: some Scene {
    WindowGroup {
      HeadlinesView()
    }
  }
}
