import Foundation

/// The running app's name, used for the App menu, the settings directory and window titles.
enum AppIdentity {
  /// The executable's name, such as `time-tracker`.
  nonisolated static var executableName: String {
    let path = CommandLine.arguments.first ?? "app"
    return URL(fileURLWithPath: path).lastPathComponent
  }

  /// A readable name: `time-tracker` becomes `Time Tracker`.
  nonisolated static var displayName: String {
    executableName.split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
