import Foundation
import Testing

@testable import Keystroke

/// Which command opens a URL: `open` on macOS, `xdg-open` from `PATH` in a graphical Linux
/// session, nothing elsewhere.
@Suite struct SystemURLOpenerTests {
  let url = URL(fileURLWithPath: "/tmp/report.html")

  @Test func macOSUsesOpen() {
    let command = SystemURLOpener.command(
      for: url, platformIsMac: true, environment: [:], isExecutable: { _ in false })
    #expect(command == ["/usr/bin/open", "file:///tmp/report.html"])
  }

  @Test func linuxUsesTheFirstXdgOpenOnThePathInAGraphicalSession() {
    let command = SystemURLOpener.command(
      for: url, platformIsMac: false,
      environment: ["DISPLAY": ":0", "PATH": "/opt/bin:/usr/bin:/bin"],
      isExecutable: { $0 == "/usr/bin/xdg-open" || $0 == "/bin/xdg-open" })
    #expect(command == ["/usr/bin/xdg-open", "file:///tmp/report.html"])
    let wayland = SystemURLOpener.command(
      for: url, platformIsMac: false, environment: ["WAYLAND_DISPLAY": "wayland-0"],
      isExecutable: { $0 == "/usr/bin/xdg-open" })
    #expect(wayland == ["/usr/bin/xdg-open", "file:///tmp/report.html"])
  }

  @Test func withoutADisplayOrAnOpenerTheURLIsNotOpened() {
    let noDisplay = SystemURLOpener.command(
      for: url, platformIsMac: false, environment: ["DISPLAY": "", "PATH": "/usr/bin"],
      isExecutable: { _ in true })
    #expect(noDisplay == nil)
    let noOpener = SystemURLOpener.command(
      for: url, platformIsMac: false, environment: ["DISPLAY": ":0", "PATH": "/usr/bin"],
      isExecutable: { _ in false })
    #expect(noOpener == nil)
  }

  @Test @MainActor func aHandlerDecidesBeforeTheSystemOpener() {
    var system: [URL] = []
    var results: [Bool] = []
    let other = URL(fileURLWithPath: "/tmp/other.html")
    for result in [OpenURLAction.Result.handled, .discarded, .systemAction, .systemAction(other)] {
      let action = OpenURLAction(handler: { _ in result })
      let probe = OpenURLAction(
        handler: action.handler,
        system: { url in
          system.append(url)
          return true
        })
      probe(url) { results.append($0) }
    }
    #expect(results == [true, false, true, true])
    #expect(system == [url, other])
  }
}
