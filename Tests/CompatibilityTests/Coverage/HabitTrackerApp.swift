import Keystroke

// A habit tracker in the style of iOS 17 and macOS 14: habits that travel as JSON, plain text
// and files through `Transferable`, shared, copied, pasted, dragged and exported; a streak
// gauge, animated badges and a ticking timer; and a focused habit that menu commands act on.

/// One habit and how often it was done.
// compat: Transferable
struct TrackedHabit: Codable, Hashable, Identifiable, Transferable {
  var id: UUID = UUID()
  var name: String
  var streak: Int
  var goal: Int

  // compat: TransferRepresentation
  static var transferRepresentation: some TransferRepresentation {
    // compat: CodableRepresentation
    CodableRepresentation(contentType: .json)
    // compat: DataRepresentation
    DataRepresentation(exportedContentType: .commaSeparatedText) { habit in
      Data("\(habit.name),\(habit.streak),\(habit.goal)\n".utf8)
    }
    // compat: ProxyRepresentation
    ProxyRepresentation(exporting: \.name)
      // compat: TransferRepresentation.suggestedFileName
      .suggestedFileName("Habit")
  }
}

/// A whole log of habits, exported and imported as a file.
struct HabitLog: Codable, Transferable {
  var habits: [TrackedHabit]

  static var transferRepresentation: some TransferRepresentation {
    // compat: FileRepresentation
    FileRepresentation(contentType: .json) { log in
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("habits.json")
      try JSONEncoder().encode(log).write(to: url)
      return SentTransferredFile(url)
    } importing: { received in
      let data = try Data(contentsOf: received.file)
      return try JSONDecoder().decode(HabitLog.self, from: data)
    }
  }
}

/// The log as a JSON file for the exporter.
struct HabitLogDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.json] }
  var log: HabitLog

  init(log: HabitLog) { self.log = log }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    log = try JSONDecoder().decode(HabitLog.self, from: data)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(log))
  }
}

/// The habit menu commands act on, published by the focused row.
extension FocusedValues {
  @Entry var focusedHabit: Binding<TrackedHabit>?
}

/// The app: its window and a Habit menu.
struct HabitTrackerApp: App {
  var body: some Scene {
    WindowGroup("Habits") {
      HabitBoard()
    }
    .commands {
      HabitCommands()
    }
  }
}

/// Commands that act on the focused habit.
struct HabitCommands: Commands {
  @FocusedBinding(\.focusedHabit) private var habit

  var body: some Commands {
    CommandMenu("Habit") {
      Button("Done Today") { habit?.streak += 1 }
        .keyboardShortcut("d")
        .disabled(habit == nil)
    }
  }
}

/// The board of habits.
struct HabitBoard: View {
  @State private var habits = [
    TrackedHabit(name: "Walk", streak: 3, goal: 7),
    TrackedHabit(name: "Read", streak: 9, goal: 10),
  ]
  @State private var exporting = false
  @State private var importing = false
  @State private var celebrate = 0
  @State private var status = ""

  var body: some View {
    VStack(alignment: .leading) {
      ForEach($habits) { $habit in
        HabitRow(habit: $habit, celebrate: $celebrate)
      }
      Divider()
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(context.date, style: .time)
      }
      Canvas { context, size in
        let done = habits.map(\.streak).reduce(0, +)
        let width = size.width * min(1, Double(done) / 20)
        context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 1)), with: .color(.green))
      }
      .frame(height: 1)
      HStack {
        ShareLink(item: HabitLog(habits: habits), preview: SharePreview("My habits"))
        ShareLink("Share first", item: habits[0], preview: SharePreview(habits[0].name))
        PasteButton(payloadType: TrackedHabit.self) { pasted in
          habits.append(contentsOf: pasted)
        }
        Button("Export…") { exporting = true }
        Button("Import…") { importing = true }
      }
      Text(status)
    }
    // compat: .copyable
    .copyable(habits)
    // compat: .cuttable
    .cuttable(for: TrackedHabit.self) {
      defer { habits.removeAll() }
      return habits
    }
    // compat: .pasteDestination(for:action:validator:)
    .pasteDestination(for: TrackedHabit.self) { pasted in
      habits.append(contentsOf: pasted)
    } validator: { candidates in
      candidates.filter { !$0.name.isEmpty }
    }
    .dropDestination(for: TrackedHabit.self) { dropped, _ in
      habits.append(contentsOf: dropped)
      return true
    }
    .fileExporter(
      isPresented: $exporting, document: HabitLogDocument(log: HabitLog(habits: habits)),
      contentType: .json, defaultFilename: "Habits"
    ) { result in
      switch result {
      case .success(let url): status = "Saved \(url.lastPathComponent)"
      case .failure(let error): status = error.localizedDescription
      }
    }
    .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
      if case .success(let url) = result,
        let data = try? Data(contentsOf: url),
        let log = try? JSONDecoder().decode(HabitLog.self, from: data)
      {
        habits = log.habits
      }
    }
    .sensoryFeedback(.success, trigger: celebrate)
  }
}

/// One habit: its streak as a gauge, a number that rolls, and a badge that pulses at the goal.
struct HabitRow: View {
  @Binding var habit: TrackedHabit
  @Binding var celebrate: Int

  var body: some View {
    HStack {
      Text(habit.name)
        .draggable(habit)
      Gauge(value: Double(habit.streak), in: 0...Double(habit.goal)) {
        Text("Streak")
      } currentValueLabel: {
        Text(habit.streak, format: .number)
      }
      .gaugeStyle(.accessoryLinearCapacity)
      Text("\(habit.streak)")
        .contentTransition(.numericText(value: Double(habit.streak)))
      Image(systemName: "flame")
        .phaseAnimator([false, true], trigger: habit.streak) { flame, lit in
          flame.opacity(lit ? 1 : 0.5)
        }
        .keyframeAnimator(initialValue: 1.0, trigger: celebrate) { star, scale in
          star.scaleEffect(scale)
        } keyframes: { _ in
          // compat: KeyframesBuilder keyframes outside a track
          CubicKeyframe(1.4, duration: 0.2)
          SpringKeyframe(1.0, duration: 0.3)
        }
      Button("+1") {
        withAnimation(.snappy) { habit.streak += 1 }
        if habit.streak == habit.goal { celebrate += 1 }
      }
    }
    .focusedValue(\.focusedHabit, $habit)
  }
}
