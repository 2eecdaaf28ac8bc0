import Keystroke

// A meeting-timer app in the shape of Apple's "Scrumdinger" tutorial, written the iOS 17 way:
// Observation models edited through @Bindable, a ticking timer driven by a task, a list of
// meetings edited in place, sheets and dialogs presented from optional items, and the scene's
// phase saving the data.

/// An attendee of a standup.
struct StandupAttendee: Identifiable, Hashable {
  let id = UUID()
  var name: String
}

/// A recurring meeting.
@Observable final class Standup: Identifiable {
  let id = UUID()
  var title: String
  var attendees: [StandupAttendee]
  var minutes: Double
  var theme: Color
  var startsAt: Date

  init(title: String, attendees: [String], minutes: Double, theme: Color = .orange) {
    self.title = title
    self.attendees = attendees.map { StandupAttendee(name: $0) }
    self.minutes = minutes
    self.theme = theme
    self.startsAt = Date(timeIntervalSince1970: 9 * 3600)
  }

  var secondsPerSpeaker: Int {
    attendees.isEmpty ? 0 : Int(minutes * 60) / attendees.count
  }
}

/// The app's list of standups.
@Observable final class StandupStore {
  var standups = [
    Standup(title: "Design", attendees: ["Ana", "Bo", "Chen"], minutes: 10),
    Standup(title: "Platform", attendees: ["Dee", "Eli"], minutes: 5, theme: .teal),
  ]
  var lastSaved: Date?

  func save() { lastSaved = .now }
}

/// The list of meetings, editable in place.
struct StandupsList: View {
  @Bindable var store: StandupStore
  @Environment(\.scenePhase) private var scenePhase
  @State private var editing: Standup?
  @State private var pendingDeletion: Standup?

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.standups) { standup in
          NavigationLink {
            StandupMeeting(standup: standup)
          } label: {
            StandupCard(standup: standup)
          }
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            Button("Delete", role: .destructive) { pendingDeletion = standup }
            Button("Edit") { editing = standup }
              .tint(.blue)
          }
          .swipeActions(edge: .leading) {
            Button("Duplicate", systemImage: "plus.square.on.square") {
              store.standups.append(
                Standup(title: standup.title, attendees: [], minutes: standup.minutes))
            }
          }
        }
        .onDelete { offsets in store.standups.remove(atOffsets: offsets) }
        .onMove { source, destination in
          store.standups.move(fromOffsets: source, toOffset: destination)
        }
      }
      .navigationTitle("Daily Standups")
      .toolbar {
        EditButton()
        Button("New", systemImage: "plus") {
          let standup = Standup(title: "", attendees: [], minutes: 5)
          store.standups.append(standup)
          editing = standup
        }
      }
      .sheet(item: $editing) { standup in
        NavigationStack {
          StandupEditor(standup: standup)
            .toolbar {
              ToolbarItem(placement: .confirmationAction) {
                Button("Done") { editing = nil }
              }
            }
        }
      }
      .confirmationDialog(
        "Delete this standup?", isPresented: isConfirmingDeletion, titleVisibility: .visible,
        presenting: pendingDeletion
      ) { standup in
        Button("Delete \(standup.title)", role: .destructive) {
          store.standups.removeAll { $0.id == standup.id }
        }
      } message: { standup in
        Text("\(standup.attendees.count) attendees will lose the meeting.")
      }
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .inactive { store.save() }
    }
  }

  private var isConfirmingDeletion: Binding<Bool> {
    Binding(get: { pendingDeletion != nil }, set: { if !$0 { pendingDeletion = nil } })
  }
}

/// A row of the list.
struct StandupCard: View {
  let standup: Standup

  var body: some View {
    VStack(alignment: .leading) {
      Text(standup.title.isEmpty ? "Untitled" : standup.title)
        .font(.headline)
      HStack {
        Label("\(standup.attendees.count)", systemImage: "person.3")
        Spacer()
        Label("\(Int(standup.minutes)) min", systemImage: "clock")
          .labelStyle(.titleAndIcon)
        Text(standup.startsAt, style: .time)
      }
      .font(.caption)
    }
    .foregroundStyle(standup.theme)
  }
}

/// Edits a standup's details in a form.
struct StandupEditor: View {
  @Bindable var standup: Standup
  @State private var newAttendee = ""

  var body: some View {
    Form {
      Section("Meeting") {
        TextField("Title", text: $standup.title)
        Slider(value: $standup.minutes, in: 5...30, step: 1) {
          Text("Length")
        } minimumValueLabel: {
          Text("5")
        } maximumValueLabel: {
          Text("30")
        }
        Stepper("\(Int(standup.minutes)) minutes", value: $standup.minutes, in: 5...30)
        DatePicker("Starts", selection: $standup.startsAt, displayedComponents: .hourAndMinute)
        ColorPicker("Theme", selection: $standup.theme, supportsOpacity: false)
      }
      Section("Attendees") {
        ForEach($standup.attendees) { $attendee in
          TextField("Name", text: $attendee.name)
        }
        .onDelete { standup.attendees.remove(atOffsets: $0) }
        HStack {
          TextField("New attendee", text: $newAttendee)
            .onSubmit(add)
          Button("Add", systemImage: "plus.circle.fill", action: add)
            .disabled(newAttendee.isEmpty)
        }
      }
    }
  }

  private func add() {
    standup.attendees.append(StandupAttendee(name: newAttendee))
    newAttendee = ""
  }
}

/// The running meeting: a countdown driven by a task, a progress bar and a clock.
struct StandupMeeting: View {
  let standup: Standup
  @State private var elapsed = 0
  @State private var speaker = 0
  @State private var isRunning = true
  @State private var finished = false
  @Environment(\.dismiss) private var dismiss

  private var total: Int { Int(standup.minutes * 60) }

  var body: some View {
    VStack(spacing: 1) {
      ProgressView(value: Double(elapsed), total: Double(total)) {
        Text("Meeting")
      } currentValueLabel: {
        Text("\(elapsed / 60):\(String(format: "%02d", elapsed % 60))")
          .monospacedDigit()
      }
      .tint(standup.theme)
      if standup.attendees.indices.contains(speaker) {
        Text(
          "Speaker \(speaker + 1) of \(standup.attendees.count): \(standup.attendees[speaker].name)"
        )
        .contentTransition(.numericText())
      }
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(context.date, format: .dateTime.hour().minute().second())
          .foregroundStyle(.secondary)
      }
      HStack {
        Button(isRunning ? "Pause" : "Resume") { isRunning.toggle() }
        Button("Next Speaker", systemImage: "forward.fill") { speaker += 1 }
          .disabled(speaker + 1 >= standup.attendees.count)
      }
    }
    .padding()
    .navigationTitle(standup.title)
    .task(id: isRunning) {
      guard isRunning else { return }
      while !Task.isCancelled, elapsed < total {
        try? await Task.sleep(for: .seconds(1))
        elapsed += 1
        if standup.secondsPerSpeaker > 0, elapsed % standup.secondsPerSpeaker == 0 {
          speaker += 1
        }
      }
      if elapsed >= total { finished = true }
    }
    .onChange(of: elapsed, initial: true) { old, new in
      if new < old { speaker = 0 }
    }
    .alert("Time's up", isPresented: $finished) {
      Button("End Meeting") { dismiss() }
      Button("Keep Going", role: .cancel) {}
    } message: {
      Text("\(standup.title) ran \(Int(standup.minutes)) minutes.")
    }
  }
}
