import Foundation

/// The running app's name, used for the App menu, the settings directory and window titles.
///
/// Both names are worked out once: the menu bar asks for them on every update.
enum AppIdentity {
  /// The executable's name, such as `time-tracker`.
  nonisolated static let executableName: String = {
    let path = CommandLine.arguments.first ?? "app"
    return URL(fileURLWithPath: path).lastPathComponent
  }()

  /// A readable name: `time-tracker` becomes `Time Tracker`.
  nonisolated static let displayName: String = executableName.split(whereSeparator: {
    $0 == "-" || $0 == "_"
  })
  .map { $0.prefix(1).uppercased() + $0.dropFirst() }
  .joined(separator: " ")
}
