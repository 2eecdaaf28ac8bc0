import Foundation
import KeystrokeTerminal

/// The end of an app's run, and the notification that lets it close its files first.
///
/// Keystroke posts ``willTerminateNotification`` once, on the main actor, whenever the app
/// ends on its own terms — Quit from the menu, Ctrl+C, SIGTERM, SIGHUP or SIGINT sent to a
/// terminal run, the end of a `--play` script, a terminal that went away — after the terminal
/// is restored and before the process exits. It plays the part of SwiftUI's
/// `NSApplication.willTerminateNotification` and `UIApplication.willTerminateNotification`:
///
/// ```swift
/// NotificationCenter.default.addObserver(
///   forName: AppTermination.willTerminateNotification, object: nil, queue: nil
/// ) { _ in MainActor.assumeIsolated { store.close() } }
/// ```
///
/// Observers run synchronously and should only close and flush. A second terminating signal
/// while they run, SIGKILL and crashes end the process without the notification.
@MainActor
public enum AppTermination {
  /// Posted on the main actor just before the app's process exits.
  public static let willTerminateNotification = Notification.Name("KeystrokeAppWillTerminate")

  /// Messages that kept the app from doing its work, reported with ``reportProblem(_:)``.
  public private(set) static var problems: [String] = []

  private static var hasTerminated = false

  /// Set by a terminal run: saves the settings changes still waiting for their quiet period,
  /// writes the edited documents to files of their own (`NAME.save`) and returns a sentence
  /// for each, printed once the terminal is restored. A quit from the menu has already asked
  /// about every edited document, so it leaves nothing to write; a `--play` run sets none, so
  /// its end writes no document (its settings are saved as its script ends).
  static var rescueUnsavedWork: (@MainActor () -> [String])?

  /// Reports a problem that keeps the app from doing its work, such as a data file it cannot
  /// open. The app still shows it on screen; besides, a `--play` run prints it to standard
  /// error and exits with status 1, and a terminal run prints it once the terminal is
  /// restored.
  public static func reportProblem(_ message: String) {
    problems.append(message)
  }

  /// Posts ``willTerminateNotification`` (once), removes the temporary store a `--play` run
  /// made, prints the reported problems to standard error, and ends the process: with
  /// `status`, or killed by `signal` so the parent sees which one.
  static func exit(status: Int32, signal: Int32? = nil) -> Never {
    finish()
    let status = status == 0 && !problems.isEmpty ? 1 : status
    if let signal { SignalInbox.end(bySignal: signal) }
    Foundation.exit(status)
  }

  /// Everything ``exit(status:signal:)`` does before ending the process; later calls do
  /// nothing.
  static func finish() {
    guard !hasTerminated else { return }
    hasTerminated = true
    // Settings wait for a quiet period before they are saved; the end does not wait, and a
    // save that fails now is told on standard error, as nothing on screen can show it.
    let settings = AppEnvironment.launchContext.settingsStore
    let reported = settings.reportedProblems.count
    let rescued = rescueUnsavedWork?() ?? []
    settings.saveChanges()
    let unsaved = Array(settings.reportedProblems.dropFirst(reported))
    NotificationCenter.default.post(name: willTerminateNotification, object: nil)
    AppEnvironment.removeTemporaryStore()
    let executable = AppIdentity.executableName
    for problem in rescued + unsaved + problems {
      FileHandle.standardError.write(
        Data(EscapedText.escaping("\(executable): \(problem)").utf8 + [0x0A]))
    }
  }
}
