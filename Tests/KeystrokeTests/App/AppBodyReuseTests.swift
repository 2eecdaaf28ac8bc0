import KeystrokeCore
import Testing

@testable import Keystroke

/// How many times the app's body and its command item ran.
@MainActor
private enum Runs {
  static var bodies = 0
  static var items = 0
}

/// A model the window's view subscribes to and the app's commands read without subscribing.
@MainActor
private final class Ledger: ObservableObject {
  @Published var total = 0
}

@MainActor
private enum SharedLedger {
  static let model = Ledger()
}

/// A command item whose body counts how often the commands are collected.
private struct CountedItem: View {
  let title: String
  var body: some View {
    Runs.items += 1
    return Button(title) {}
  }
}

/// The window: the ledger's total and a counter of its own.
private struct LedgerView: View {
  @ObservedObject var ledger: Ledger
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("total \(ledger.total) count \(count)")
      Button("Add") { count += 1 }.keyboardShortcut("j")
    }
  }
}

private struct CommandKeepingApp: App {
  var body: some Scene {
    Runs.bodies += 1
    return WindowGroup {
      LedgerView(ledger: SharedLedger.model)
    }
    .commands {
      CommandMenu("Tools") {
        CountedItem(title: "Total \(SharedLedger.model.total)")
      }
    }
  }
}

/// A selection the app owns; its commands and its window both change it.
@MainActor
private final class Panes: ObservableObject {
  @Published var selected = 1
}

/// A command item counted like ``CountedItem``, with an action.
private struct CountedButton: View {
  let title: String
  let action: @MainActor @Sendable () -> Void
  var body: some View {
    Runs.items += 1
    return Button(title, action: action)
  }
}

/// An app whose commands capture `self` to reach the selection object it owns, as apps with
/// ⌘1…⌘4 tab commands are written: each change of the selection runs its body again.
private struct PaneSwitchingApp: App {
  @StateObject private var panes = Panes()
  var body: some Scene {
    Runs.bodies += 1
    return WindowGroup {
      PaneView(panes: panes)
    }
    .commands {
      CommandMenu("Panes") {
        CountedButton(title: "First") { panes.selected = 1 }
          .keyboardShortcut("1")
        CountedButton(title: "Second") { panes.selected = 2 }
          .keyboardShortcut("2")
      }
    }
  }
}

private struct PaneView: View {
  @ObservedObject var panes: Panes
  var body: some View { Text("pane \(panes.selected)") }
}

/// The app's body and its commands run again only when something they could read changed.
@MainActor
@Suite(.serialized) struct AppBodyReuseTests {
  private func titles(_ host: ViewHost) -> [String] {
    host.interactions.menuCommands.map(\.title)
  }

  /// A fresh app, updated once, with the counts of bodies and command items that took.
  private func startedApp() -> (host: ViewHost, bodies: Int, items: Int) {
    Runs.bodies = 0
    Runs.items = 0
    SharedLedger.model.total = 0
    let host = ViewHost(app: CommandKeepingApp.self, width: 60, height: 10)
    host.update()
    return (host, Runs.bodies, Runs.items)
  }

  @Test func aViewsOwnStateOrAMenuOpeningKeepsTheBodyAndCommands() throws {
    let (host, bodies, items) = startedApp()
    #expect(items > 0)
    host.send(KeyPress(Shortcut("j", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("total 0 count 1") })
    host.send(KeyPress(try Shortcut(parsing: "f10")))
    #expect(host.lines.first?.contains("Tools") == true)
    host.send(KeyPress(try Shortcut(parsing: "escape")))
    #expect(Runs.bodies == bodies)
    #expect(Runs.items == items)
    #expect(titles(host).contains("Total 0"))
  }

  @Test func aModelChangeRunsTheBodyAndCollectsTheCommandsAgain() {
    let (host, bodies, items) = startedApp()
    SharedLedger.model.total = 5
    #expect(host.needsUpdate)
    host.update()
    #expect(host.lines.contains { $0.contains("total 5 count 0") })
    #expect(Runs.bodies == bodies + 1)
    #expect(Runs.items > items)
    #expect(titles(host).contains("Total 5"))
  }

  @Test func commandsDeclaredAgainTheSameAreKeptAndStillAct() throws {
    Runs.bodies = 0
    Runs.items = 0
    let host = ViewHost(app: PaneSwitchingApp.self, width: 60, height: 10)
    host.update()
    let (bodies, items) = (Runs.bodies, Runs.items)
    #expect(items == 2)
    host.send(KeyPress(Shortcut("2", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("pane 2") })
    host.send(KeyPress(Shortcut("1", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("pane 1") })
    host.send(KeyPress(Shortcut("2", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("pane 2") })
    // The body ran for each change, and declared the same two buttons each time.
    #expect(Runs.bodies >= bodies + 3)
    #expect(Runs.items == items)
  }
}
