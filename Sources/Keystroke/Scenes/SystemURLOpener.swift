import Foundation

/// Hands URLs to the system's opener. Deciding which command to run is pure
/// (``command(for:platformIsMac:environment:isExecutable:)``); running it is the I/O edge.
struct SystemURLOpener: Sendable {
  /// The process environment the decision reads.
  let environment: [String: String]

  /// The opener for this process.
  static var live: SystemURLOpener {
    SystemURLOpener(environment: ProcessInfo.processInfo.environment)
  }

  /// The command that opens `url`, or `nil` when there is none: `open` on macOS; on Linux
  /// `xdg-open` from `PATH`, and only in a graphical session, since a terminal opener would
  /// fight the app for the terminal.
  static func command(
    for url: URL, platformIsMac: Bool, environment: [String: String],
    isExecutable: (String) -> Bool
  ) -> [String]? {
    if platformIsMac { return ["/usr/bin/open", url.absoluteString] }
    guard
      environment["DISPLAY"]?.isEmpty == false
        || environment["WAYLAND_DISPLAY"]?.isEmpty == false
    else { return nil }
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/xdg-open"
      if isExecutable(candidate) { return [candidate, url.absoluteString] }
    }
    return nil
  }

  /// Starts the opener in the background, its standard streams on `/dev/null`; whether it
  /// started.
  func open(_ url: URL) -> Bool {
    #if os(macOS)
    let isMac = true
    #else
    let isMac = false
    #endif
    guard
      let command = Self.command(
        for: url, platformIsMac: isMac, environment: environment,
        isExecutable: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }
}
