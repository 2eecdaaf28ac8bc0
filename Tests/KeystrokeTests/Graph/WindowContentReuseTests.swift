import Observation
import Testing

@testable import Keystroke

/// How many times the app below made its window's content.
@MainActor
private enum MadeContent {
  static var count = 0
}

/// A model the window's content closure reads.
@Observable
@MainActor
private final class Headline {
  var text = "first"
}

@MainActor
private enum SharedHeadline {
  static let model = Headline()
}

/// A view with its own state inside the window.
private struct AddingCounter: View {
  let title: String
  let headline: String
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("\(title) \(headline) \(count)")
      Button("Add") { count += 1 }.keyboardShortcut("j")
    }
  }
}

/// An app whose window content depends on the app's state and on an `@Observable` model.
private struct ContentKeepingApp: App {
  @State private var title = "one"

  var body: some Scene {
    WindowGroup {
      Self.content(title: title)
    }
    .commands {
      CommandMenu("Test") {
        Button("Retitle") { title = "two" }.keyboardShortcut("r")
      }
    }
  }

  static func content(title: String) -> AddingCounter {
    MadeContent.count += 1
    return AddingCounter(title: title, headline: SharedHeadline.model.text)
  }
}

/// A window's content is made once and kept until something it could depend on changes.
@MainActor
@Suite(.serialized) struct WindowContentReuseTests {
  @Test func contentIsMadeAgainOnlyWhenTheAppsInputsChange() {
    MadeContent.count = 0
    let host = ViewHost(app: ContentKeepingApp.self, width: 60, height: 8)
    host.update()
    #expect(host.lines.contains { $0.contains("one first 0") })
    let made = MadeContent.count
    // A change inside the window leaves the content as it was made.
    host.send(KeyPress(Shortcut("j", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("one first 1") })
    #expect(MadeContent.count == made)
    // The app's own state changes: the content is made again, and the view keeps its state.
    host.send(KeyPress(Shortcut("r", modifiers: .command)))
    #expect(host.lines.contains { $0.contains("two first 1") })
    #expect(MadeContent.count == made + 1)
    // An @Observable property the content closure read changes: made again.
    SharedHeadline.model.text = "second"
    #expect(host.needsUpdate)
    host.update()
    #expect(host.lines.contains { $0.contains("two second 1") })
    #expect(MadeContent.count == made + 2)
  }
}
