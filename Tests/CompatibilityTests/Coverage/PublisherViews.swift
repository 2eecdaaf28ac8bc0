import Keystroke

// Combine-style data flow in the shapes apps use it: a clock driven by a timer, a screen that
// reacts to a notification, a model's `@Published` value followed through `$value`, and a
// subject that a model uses to announce events.

/// A model that announces saves through a subject and keeps a current status.
final class UploadModel: ObservableObject {
  // compat: @Published
  @Published var progress = 0
  // compat: PassthroughSubject
  let saved = PassthroughSubject<String, Never>()
  // compat: CurrentValueSubject
  let status = CurrentValueSubject<String, Never>("idle")
  // compat: AnyCancellable
  var cancellables = Set<AnyCancellable>()

  init() {
    // compat: .sink
    status.sink { [weak self] value in
      if value == "done" { self?.progress = 100 }
    }
    .store(in: &cancellables)
  }

  /// The saved file names, as a type-erased publisher.
  var savedNames: AnyPublisher<String, Never> {
    // compat: eraseToAnyPublisher
    saved.map { $0.uppercased() }.filter { !$0.isEmpty }.eraseToAnyPublisher()
  }
}

/// A stopwatch that counts the seconds of a timer while it is on screen.
struct StopwatchView: View {
  // compat: Timer.publish
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var seconds = 0

  var body: some View {
    Text("Elapsed: \(seconds)s")
      // compat: .onReceive
      .onReceive(timer) { _ in seconds += 1 }
  }
}

/// A screen that follows a model, a notification and a one-off value.
struct UploadStatusView: View {
  @ObservedObject var model: UploadModel
  @State private var lastSaved = "nothing"
  @State private var progress = 0
  @State private var memoryWarnings = 0
  @State private var title = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      Text("Progress: \(progress)%")
      Text("Saved: \(lastSaved)")
      Text("Warnings: \(memoryWarnings)")
    }
    // compat: Published.Publisher
    .onReceive(model.$progress.removeDuplicates()) { progress = $0 }
    .onReceive(model.savedNames.receive(on: DispatchQueue.main)) { lastSaved = $0 }
    // compat: NotificationCenter.publisher(for:)
    .onReceive(NotificationCenter.default.publisher(for: .uploadMemoryWarning)) { _ in
      memoryWarnings += 1
    }
    // compat: Just
    .onReceive(Just("Uploads")) { title = $0 }
  }
}

extension Notification.Name {
  /// Posted when the upload should shed memory.
  static let uploadMemoryWarning = Notification.Name("UploadMemoryWarning")
}
