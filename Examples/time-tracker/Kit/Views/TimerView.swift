import ExampleSupport
import Foundation
import Keystroke

/// The Timer tab: choose a project and task, start and stop; the elapsed time ticks once a
/// second while the timer runs (and only then).
struct TimerView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      if let running = tracker.running {
        Text("Running: " + tracker.title(projectID: running.projectID, taskID: running.taskID))
          .bold()
        TimelineView(.periodic(from: running.start, by: 1)) { context in
          Text(
            "Elapsed "
              + DurationText.hoursMinutesSeconds(context.date.timeIntervalSince(running.start)))
        }
        Button("Stop Timer") { appState.toggleTimer() }
          .keyboardShortcut("r")
          .commandID("timer.toggle")
      } else if let project = appState.timerProject {
        Picker("Project", selection: projectBinding(default: project.id)) {
          ForEach(tracker.activeProjects) { project in
            Text(SingleLineText.display(project.name)).tag(project.id)
          }
        }
        Picker("Task   ", selection: $appState.timerTaskID) {
          Text("None").tag(Int?.none)
          ForEach(tracker.tasks(of: project.id)) { task in
            Text(SingleLineText.display(task.name)).tag(Int?.some(task.id))
          }
        }
        Text("Elapsed 0:00:00").foregroundStyle(.secondary)
        Button("Start Timer") { appState.toggleTimer() }
          .keyboardShortcut("r")
          .commandID("timer.toggle")
      } else if tracker.projects.isEmpty {
        // An empty state as ContentUnavailableView lays it out: a title, what fixes it, and
        // the action itself as the default button, so Return runs it.
        Text("No projects yet. Create one with New Project (File menu).").bold()
        Button("New Project…") { appState.newProject() }
          .keyboardShortcut(.defaultAction)
      } else {
        Text("All projects are archived.").bold()
        Text("Unarchive one in Projects to time it, or create a new one.")
          .foregroundStyle(.secondary)
        HStack(spacing: 2) {
          Button("Show Projects") { appState.show(.projects) }
            .keyboardShortcut(.defaultAction)
          Button("New Project…") { appState.newProject() }
        }
      }
      Divider()
      if let running = tracker.running {
        // The running timer counts towards today, so the total ticks with it.
        TimelineView(.periodic(from: running.start, by: 1)) { context in
          Text("Today " + DurationText.hoursMinutes(todayTotal(at: context.date)))
        }
      } else {
        Text("Today " + DurationText.hoursMinutes(todayTotal(at: AppEnvironment.now)))
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func projectBinding(default id: Int) -> Binding<Int> {
    Binding(
      get: { appState.timerProject?.id ?? id },
      set: { newValue in
        if appState.timerProjectID != newValue { appState.timerTaskID = nil }
        appState.timerProjectID = newValue
      })
  }

  /// The time tracked today, the running timer's part included, and of an entry that ends
  /// later than now (typed before the editor refused that) only what has passed: today's bounds are worked out
  /// once, then each entry is a plain date comparison (a calendar query per entry cost tens of
  /// milliseconds with 10,000 entries, on every update).
  private func todayTotal(at now: Date) -> TimeInterval {
    let calendar = Calendar.current
    guard let today = calendar.dateInterval(of: .day, for: now) else { return 0 }
    let recorded = tracker.entries.lazy.filter { today.start <= $0.start && $0.start < today.end }
      .reduce(0) { $0 + $1.elapsed(at: now) }
    guard let running = tracker.running else { return recorded }
    return recorded + max(0, now.timeIntervalSince(max(running.start, today.start)))
  }
}
