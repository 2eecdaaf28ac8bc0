import Foundation
import Testing

@testable import Keystroke

private enum ScenePanel: String {
  case overview, orders
}

/// A sidebar whose selection the scene keeps, and a second view reading the same key.
private struct PanelPicker: View {
  @SceneStorage("panel") private var panel: ScenePanel = .overview
  let expose: (Binding<ScenePanel>) -> Void

  var body: some View {
    expose($panel)
    return Text("Panel \(panel.rawValue)")
  }
}

/// Reads the kept panel through its own property.
private struct PanelEcho: View {
  @SceneStorage("panel") private var panel: ScenePanel = .overview

  var body: some View { Text("Echo \(panel.rawValue)") }
}

@MainActor
@Suite struct SceneStorageTests {
  private func host<V: View>(_ view: V, store: SettingsStore) -> ViewHost {
    let host = ViewHost(view, width: 30, height: 1)
    host.environment.settingsStore = store
    return host
  }

  @Test func aKeptValueComesBackOnTheNextLaunchUnderItsSceneKey() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.json")
    var binding: Binding<ScenePanel>?
    let first = host(PanelPicker { binding = $0 }, store: SettingsStore(path: path))
    first.update()
    #expect(first.lines.joined().contains("Panel overview"))
    binding?.wrappedValue = .orders
    first.update()
    #expect(first.lines.joined().contains("Panel orders"))

    let restarted = SettingsStore(path: path)
    #expect(restarted.value(forKey: "scene.panel") == .string("orders"))
    #expect(restarted.value(forKey: "panel") == nil)
    let second = host(PanelPicker { _ in }, store: restarted)
    second.update()
    #expect(second.lines.joined().contains("Panel orders"))
  }

  @Test func viewsUsingTheSameKeyShareTheValue() throws {
    let directory = try TemporaryDirectory()
    let store = SettingsStore(path: directory.file("settings.json"))
    var binding: Binding<ScenePanel>?
    let picker = host(PanelPicker { binding = $0 }, store: store)
    let echo = host(PanelEcho(), store: store)
    picker.update()
    echo.update()
    binding?.wrappedValue = .orders
    echo.update()
    #expect(echo.lines.joined().contains("Echo orders"))
  }
}
