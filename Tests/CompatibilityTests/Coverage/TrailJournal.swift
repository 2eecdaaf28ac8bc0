import Keystroke

// A hiking journal written the way an iOS 18 / macOS 15 app is written today: an @Observable
// store in the environment, a split view with a searchable sidebar, an inspector, a detail
// pushed with navigationDestination(item:), springs and keyframes on the summit counter, and
// a timed rest break. A terminal draws no motion, so every animation rests where it ends.

/// One hike in the journal.
struct TrailHike: Identifiable, Hashable {
  let id: Int
  var name: String
  var kilometres: Double
  var climb: Int
  var favourite = false
  var date = Date(timeIntervalSince1970: 1_700_000_000)
}

/// How the sidebar sorts hikes.
enum TrailSort: String, CaseIterable, Identifiable {
  case name, distance, climb
  var id: Self { self }
}

/// What the journal loads fails with.
struct TrailLoadError: LocalizedError {
  var errorDescription: String? { "The trail server did not answer." }
}

/// The journal's model.
@Observable @MainActor final class TrailStore {
  var hikes: [TrailHike] = [
    TrailHike(id: 1, name: "Ridge Loop", kilometres: 12.5, climb: 840),
    TrailHike(id: 2, name: "Lake Path", kilometres: 6, climb: 120, favourite: true),
    TrailHike(id: 3, name: "Summit Push", kilometres: 18.2, climb: 1_450),
  ]
  var query = ""
  var sort = TrailSort.name
  var summits = 0
  var showsInspector = false
  var loadError: TrailLoadError?
  var isShowingError = false

  /// The hikes the sidebar shows, filtered by the search text.
  var visibleHikes: [TrailHike] {
    let found = query.isEmpty ? hikes : hikes.filter { $0.name.localizedStandardContains(query) }
    switch sort {
    case .name: return found.sorted { $0.name < $1.name }
    case .distance: return found.sorted { $0.kilometres > $1.kilometres }
    case .climb: return found.sorted { $0.climb > $1.climb }
    }
  }

  /// Reloads the journal (nothing to fetch here).
  func reload() async {
    await Task.yield()
  }
}

/// What the summit badge animates.
struct SummitBounce {
  var scale = 1.0
  var lift = 0.0
}

/// The split view the journal's window shows.
struct TrailJournalView: View {
  @Environment(TrailStore.self) private var store
  @State private var selection: TrailHike.ID?
  @State private var opened: TrailHike?
  @State private var showsRest = false
  @FocusState private var sidebarFocused: Bool

  var body: some View {
    @Bindable var store = store
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(store.visibleHikes) { hike in
          TrailRow(hike: hike)
            .badge(hike.favourite ? "★" : "")
            .listRowSeparator(.hidden)
            .swipeActions(edge: .trailing) {
              Button("Delete", role: .destructive) {
                withAnimation(.snappy) { store.hikes.removeAll { $0.id == hike.id } }
              }
            }
            .swipeActions(edge: .leading) {
              Button("Favourite") {
                if let index = store.hikes.firstIndex(of: hike) {
                  store.hikes[index].favourite.toggle()
                }
              }
            }
        }
      }
      // compat: .toolbar(removing:)
      .toolbar(removing: .sidebarToggle)
      .searchable(text: $store.query, prompt: "Find a trail")
      .refreshable { [store] in await store.reload() }
      .navigationTitle("Trails")
      .focused($sidebarFocused)
      .overlay {
        if store.visibleHikes.isEmpty {
          ContentUnavailableView.search(text: store.query)
        }
      }
      .toolbar {
        ToolbarItem {
          Picker("Sort", selection: $store.sort) {
            ForEach(TrailSort.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
        }
        ToolbarItem {
          ControlGroup {
            Button("Rest", systemImage: "timer") { showsRest = true }
            Button("Inspector", systemImage: "sidebar.trailing") {
              store.showsInspector.toggle()
            }
          }
        }
      }
    } detail: {
      NavigationStack {
        TrailOverview(selection: selection) { opened = $0 }
          .navigationDestination(item: $opened) { hike in
            TrailDetail(hike: hike)
          }
      }
    }
    .inspector(isPresented: $store.showsInspector) {
      TrailStats()
        .inspectorColumnWidth(min: 20, ideal: 30, max: 40)
    }
    .sheet(isPresented: $showsRest) {
      RestBreak()
        .presentationDetents([.medium, .large])
        // compat: .presentationCornerRadius
        .presentationCornerRadius(16)
        // compat: .presentationBackground
        .presentationBackground(.thinMaterial)
        // compat: .presentationContentInteraction
        .presentationContentInteraction(.scrolls)
        // compat: .presentationBackgroundInteraction
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
    .alert(isPresented: $store.isShowingError, error: store.loadError) {
      Button("OK") {}
    }
    .defaultFocus($sidebarFocused, true)
    .task(id: store.sort) {
      await store.reload()
    }
    .onChange(of: store.hikes.count, initial: true) { old, new in
      if new < old { store.summits = max(store.summits - 1, 0) }
    }
  }
}

/// A sidebar row.
struct TrailRow: View {
  var hike: TrailHike

  var body: some View {
    LabeledContent(hike.name) {
      Text(hike.kilometres, format: .number.precision(.fractionLength(1)))
        .monospacedDigit()
    }
  }
}

/// What the detail column shows before a hike is opened.
struct TrailOverview: View {
  @Environment(TrailStore.self) private var store
  var selection: TrailHike.ID?
  var open: (TrailHike) -> Void

  var body: some View {
    if let hike = store.hikes.first(where: { $0.id == selection }) {
      VStack(alignment: .leading) {
        Text(hike.name).font(.title)
        Text(hike.date, style: .date)
        Button("Open") { open(hike) }
      }
    } else {
      ContentUnavailableView(
        "No Trail Selected", systemImage: "map",
        description: Text("Pick a trail in the sidebar."))
    }
  }
}

/// A hike's page: a summit counter that bounces and rolls, and a gallery that snaps.
struct TrailDetail: View {
  @Environment(TrailStore.self) private var store
  var hike: TrailHike
  @State private var celebrating = false
  @State private var bounced = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Gauge(value: Double(hike.climb), in: 0...2_000) {
          Text("Climb")
        } currentValueLabel: {
          Text("\(hike.climb) m")
        }
        HStack {
          Text("\(store.summits)")
            .contentTransition(.numericText(value: Double(store.summits)))
            .keyframeAnimator(initialValue: SummitBounce(), trigger: store.summits) {
              content, bounce in
              content
                .scaleEffect(bounce.scale)
                .offset(y: -bounce.lift)
            } keyframes: { _ in
              KeyframeTrack(\.scale) {
                // compat: SpringKeyframe
                SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
                SpringKeyframe(1.0, spring: Spring(duration: 0.4, bounce: 0.5))
              }
              KeyframeTrack(\.lift) {
                LinearKeyframe(3, duration: 0.1, timingCurve: .easeOut)
                SpringKeyframe(0, duration: 0.5, spring: .snappy(extraBounce: 0.1))
              }
            }
          Button("Summit") {
            // compat: withAnimation(_:completionCriteria:_:completion:)
            withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
              store.summits += 1
              celebrating = true
            } completion: {
              celebrating = false
            }
          }
          .sensoryFeedback(.success, trigger: store.summits)
          // compat: .buttonBorderShape
          .buttonBorderShape(.capsule)
        }
        ScrollView(.horizontal) {
          LazyHStack {
            ForEach(0..<5) { photo in
              Text("Photo \(photo + 1)")
                .containerRelativeFrame(.horizontal, count: 2, spacing: 1)
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .safeAreaPadding(.horizontal, 2)
        Text(celebrating ? "Summit!" : "On the trail")
          .animation(.smooth(duration: 0.3), value: celebrating)
          // compat: .animation(_:body:)
          .animation(.bouncy) { content in
            content.opacity(celebrating ? 1 : 0.8)
          }
          .transaction { $0.disablesAnimations = true }
      }
    }
    .navigationTitle(hike.name)
    // compat: .toolbarTitleDisplayMode
    .toolbarTitleDisplayMode(.inlineLarge)
    // compat: .focusable(_:interactions:)
    .focusable(interactions: .activate)
    // compat: .transaction
    .transaction(value: store.summits) { transaction in
      transaction.animation = transaction.isContinuous ? nil : .snappy
    }
    .onKeyPress(.space) {
      withAnimation(.bouncy(duration: 0.5, extraBounce: 0.2)) { bounced.toggle() }
      return .handled
    }
  }
}

/// The inspector's statistics.
struct TrailStats: View {
  @Environment(TrailStore.self) private var store

  var body: some View {
    Form {
      LabeledContent("Hikes", value: store.hikes.count, format: .number)
      LabeledContent("Summits") {
        Text("\(store.summits)").monospacedDigit()
      }
      LabeledContent("Distance") {
        Text(store.hikes.reduce(0) { $0 + $1.kilometres }, format: .number)
      }
    }
  }
}

/// A timed rest between legs.
struct RestBreak: View {
  @Environment(\.dismiss) private var dismiss
  @State private var interval = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 300)

  var body: some View {
    NavigationStack {
      VStack {
        ProgressView(timerInterval: interval, countsDown: true)
        Text(interval.upperBound, style: .timer).monospacedDigit()
      }
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") {
            withTransaction(Transaction(animation: .interpolatingSpring(duration: 0.3))) {
              dismiss()
            }
          }
        }
      }
    }
  }
}

/// The springs and curves the journal tunes its motion with, computed as SwiftUI documents.
enum TrailMotion {
  // compat: Spring
  static let pop = Spring(duration: 0.35, bounce: 0.25)
  static let settle = Spring(mass: 1, stiffness: 170, damping: 15)
  // compat: UnitCurve
  static let glide = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))

  /// How far a card has slid after `time` seconds of a `pop` towards `distance`.
  static func slide(distance: Double, after time: TimeInterval) -> Double {
    pop.value(target: distance, time: time)
  }

  /// The animations the journal's buttons use.
  static let animations: [Animation] = [
    .spring(pop),
    .spring(settle, blendDuration: 0.1),
    .interpolatingSpring(pop, initialVelocity: 1),
    .interactiveSpring(response: 0.3, dampingFraction: 0.7),
    .smooth, .snappy, .bouncy,
    .smooth(duration: 0.4), .snappy(duration: 0.25, extraBounce: 0.05),
    .timingCurve(.easeOut, duration: 0.2),
    .timingCurve(glide, duration: 0.4),
    .timingCurve(0.2, 0.8, 0.2, 1),
    .easeInOut(duration: settle.settlingDuration),
  ]
}

/// A map that takes the whole window, hiding the title line when asked.
struct TrailMapScreen: View {
  var hidesBar: Bool
  @State private var note = ""

  var body: some View {
    NavigationStack {
      ScrollView {
        Text("Map of the ridge")
        TextField("Note", text: $note)
      }
      // compat: .scrollDismissesKeyboard
      .scrollDismissesKeyboard(.interactively)
      .navigationTitle("Trail Map")
      // compat: .toolbarVisibility
      .toolbarVisibility(hidesBar ? .hidden : .visible, for: .navigationBar)
      // compat: .toolbarBackgroundVisibility
      .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
    }
  }
}

/// The journal's alert bell: it bounces on each new alert and wiggles while recording.
struct TrailAlertBell: View {
  @State private var alerts = 0
  @State private var isRecording = false

  var body: some View {
    HStack {
      Image(systemName: "bell")
        // compat: .symbolEffect
        .symbolEffect(.bounce.up.byLayer, options: .speed(1.5), value: alerts)
        .symbolEffect(.wiggle, options: .repeat(.continuous), isActive: isRecording)
      Image(systemName: isRecording ? "record.circle" : "circle")
        .symbolEffect(.pulse, options: .repeating, isActive: isRecording)
        .symbolEffect(.variableColor.iterative.reversing)
        .contentTransition(.symbolEffect(.replace.downUp))
      Text("Alerts \(alerts)")
      Button("Alert") { alerts += 1 }
      Toggle("Record", isOn: $isRecording)
    }
    // compat: .symbolEffectsRemoved
    .symbolEffectsRemoved(false)
  }
}

/// A climb counter whose keyframes spring past each new height and settle on it.
struct TrailElevation: View {
  @State private var legs = 0

  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: 0.0, trigger: legs) { height in
        Text("Elevation \(Int(height.rounded()))")
      } keyframes: { height in
        KeyframeTrack {
          SpringKeyframe(height + 150, duration: 0.3, spring: .bouncy)
          SpringKeyframe(height + 100, spring: .smooth(duration: 0.4))
        }
      }
      Button("Climb") { legs += 1 }
    }
  }
}

/// A check-in whose status settles when its animation completes.
struct TrailCheckIn: View {
  @State private var checkIns = 0
  @State private var status = "Ready"

  var body: some View {
    VStack {
      Text("\(status) \(checkIns)")
      Button("Check in") {
        withAnimation(.snappy, completionCriteria: .removed) {
          checkIns += 1
          status = "Arriving"
        } completion: {
          status = "Checked in"
        }
      }
    }
  }
}

#Preview("Journal") {
  TrailJournalView()
    .environment(TrailStore())
}
