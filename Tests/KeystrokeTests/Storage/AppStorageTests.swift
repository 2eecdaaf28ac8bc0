import Foundation
import Testing

@testable import Keystroke

private enum Theme: String, Codable {
  case light, dark
}

private enum Density: Int {
  case compact = 1
  case comfortable = 2
}

private struct Layout: Codable, Equatable {
  var columns: [String]
  var width: Int
}

/// Shows two settings and hands their bindings to the test.
private struct SettingsView: View {
  @AppStorage("name") private var name = "nobody"
  @AppStorage("count") private var count = 0
  let expose: (Binding<String>, Binding<Int>) -> Void

  var body: some View {
    expose($name, $count)
    return Text("\(name) \(count)")
  }
}

@MainActor
@Suite struct AppStorageTests {
  private func host(
    _ store: SettingsStore, expose: @escaping (Binding<String>, Binding<Int>) -> Void = { _, _ in }
  ) -> ViewHost {
    let host = ViewHost(SettingsView(expose: expose), width: 30, height: 1)
    host.environment.settingsStore = store
    return host
  }

  private func text(_ host: ViewHost) -> String {
    host.lines.joined().trimmingCharacters(in: .whitespaces)
  }

  /// Links `storage` to `store`, checks the default, sets `value`, and checks what is stored
  /// and what a new store on the same file reads.
  private func roundTrip<Value: Equatable>(
    _ storage: AppStorage<Value>, default expected: Value, set value: Value,
    stored: SettingsValue?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.json")
    storage.location.link(SettingsStore(path: path))
    #expect(storage.wrappedValue == expected, sourceLocation: sourceLocation)
    storage.projectedValue.wrappedValue = value
    let restarted = SettingsStore(path: path)
    #expect(restarted.value(forKey: "k") == stored, sourceLocation: sourceLocation)
    let again = storage
    again.location.link(restarted)
    #expect(again.wrappedValue == value, sourceLocation: sourceLocation)
    #expect(restarted.problems.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func everySupportedTypeRoundTripsThroughTheFile() throws {
    let url = URL(string: "https://example.org/a?b=1")!
    let date = Date(timeIntervalSince1970: 1_767_603_600.5)
    let data = Data([0, 1, 2, 255])
    try roundTrip(
      AppStorage(wrappedValue: false, "k"), default: false, set: true, stored: .bool(true))
    try roundTrip(
      AppStorage(wrappedValue: 1, "k"), default: 1, set: -7, stored: .int(-7))
    try roundTrip(
      AppStorage(wrappedValue: 0.5, "k"), default: 0.5, set: 2.25, stored: .double(2.25))
    try roundTrip(
      AppStorage(wrappedValue: "a", "k"), default: "a", set: "b ✓", stored: .string("b ✓"))
    try roundTrip(
      AppStorage(wrappedValue: URL(string: "https://a.b")!, "k"),
      default: URL(string: "https://a.b")!,
      set: url, stored: .string(url.absoluteString))
    try roundTrip(
      AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "k"),
      default: Date(timeIntervalSince1970: 0), set: date, stored: .double(1_767_603_600.5))
    try roundTrip(
      AppStorage(wrappedValue: Data(), "k"), default: Data(), set: data,
      stored: .string("AAEC/w=="))
    try roundTrip(
      AppStorage(wrappedValue: Theme.light, "k"), default: .light, set: .dark,
      stored: .string("dark"))
    try roundTrip(
      AppStorage(wrappedValue: Density.compact, "k"), default: .compact, set: .comfortable,
      stored: .int(2))
    try roundTrip(
      AppStorage(wrappedValue: Layout(columns: [], width: 0), "k"),
      default: Layout(columns: [], width: 0), set: Layout(columns: ["a", "b"], width: 3),
      stored: .object(["columns": .array([.string("a"), .string("b")]), "width": .int(3)]))
  }

  @Test func optionalsStartNilAndNilRemovesTheKey() throws {
    let directory = try TemporaryDirectory()
    try roundTrip(AppStorage<Bool?>("k"), default: nil, set: true, stored: .bool(true))
    try roundTrip(AppStorage<Int?>("k"), default: nil, set: 4, stored: .int(4))
    try roundTrip(AppStorage<Double?>("k"), default: nil, set: 1.5, stored: .double(1.5))
    try roundTrip(AppStorage<String?>("k"), default: nil, set: "s", stored: .string("s"))
    try roundTrip(
      AppStorage<URL?>("k"), default: nil, set: URL(string: "file:///x"),
      stored: .string("file:///x"))
    try roundTrip(
      AppStorage<Data?>("k"), default: nil, set: Data([1]), stored: .string("AQ=="))
    try roundTrip(
      AppStorage<Theme?>("k"), default: nil, set: .light, stored: .string("light"))
    try roundTrip(
      AppStorage<Density?>("k"), default: nil, set: .compact, stored: .int(1))
    try roundTrip(
      AppStorage<Date?>("k"), default: nil, set: Date(timeIntervalSince1970: 5.5),
      stored: .double(5.5))
    let cleared = AppStorage<String?>("k")
    cleared.location.link(SettingsStore(path: directory.file("settings.json")))
    cleared.wrappedValue = "set"
    #expect(SettingsStore(path: directory.file("settings.json")).value(forKey: "k") != nil)
    cleared.wrappedValue = nil
    #expect(SettingsStore(path: directory.file("settings.json")).value(forKey: "k") == nil)
  }

  @Test func nonFiniteDoublesAreStoredAsStrings() throws {
    try roundTrip(
      AppStorage(wrappedValue: 0.0, "k"), default: 0, set: .infinity, stored: .string("inf"))
    try roundTrip(
      AppStorage(wrappedValue: 0.0, "k"), default: 0, set: -.infinity,
      stored: .string("-inf"))
  }

  @Test func aChangeRerendersTheHost() throws {
    let directory = try TemporaryDirectory()
    var name: Binding<String>?
    let view = host(SettingsStore(path: directory.file("settings.json"))) { binding, _ in
      name = binding
    }
    view.update()
    #expect(text(view) == "nobody 0")
    #expect(!view.needsUpdate)
    name?.wrappedValue = "Ada"
    #expect(view.needsUpdate)
    #expect(view.update())
    #expect(text(view) == "Ada 0")
    // Setting the same value again changes nothing.
    name?.wrappedValue = "Ada"
    #expect(!view.needsUpdate)
  }

  @Test func aChangeRerendersEveryHostThatReadsTheKeyAndNoOther() throws {
    let directory = try TemporaryDirectory()
    let store = SettingsStore(path: directory.file("settings.json"))
    var count: Binding<Int>?
    let first = host(store) { _, binding in count = binding }
    let second = host(store)
    let elsewhere = host(SettingsStore(path: directory.file("other/settings.json")))
    for view in [first, second, elsewhere] { view.update() }
    count?.wrappedValue = 9
    #expect(first.needsUpdate && second.needsUpdate)
    #expect(!elsewhere.needsUpdate)
    second.update()
    #expect(text(second) == "nobody 9")
    store.setValue(.int(10), forKey: "count")
    #expect(second.needsUpdate)
    store.setValue(.int(1), forKey: "unrelated")
    first.update()
    #expect(!first.needsUpdate)
  }

  @Test func settingsSurviveARestartOfTheApp() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.json")
    var bindings: (Binding<String>, Binding<Int>)?
    let firstRun = host(SettingsStore(path: path)) { bindings = ($0, $1) }
    firstRun.update()
    bindings?.0.wrappedValue = "Grace"
    bindings?.1.wrappedValue = 3
    let secondRun = host(SettingsStore(path: path))
    secondRun.update()
    #expect(text(secondRun) == "Grace 3")
  }

  @Test func aCorruptValueKeepsTheOtherSettingsAndIsReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"name": "Ada", "count": "many"}"#, to: "settings.json")
    let store = SettingsStore(path: directory.file("settings.json"))
    let view = host(store)
    view.update()
    #expect(text(view) == "Ada 0")
    let message = try #require(store.problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains("\"count\""))
  }

  @Test func aCorruptFileStartsFromDefaultsAndIsKept() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"name": "Ada", "count": 3"#, to: "settings.json")
    let store = SettingsStore(path: directory.file("settings.json"))
    let view = host(store)
    view.update()
    #expect(text(view) == "nobody 0")
    #expect(store.problems.count == 1)
    #expect(directory.names().count == 1)
    #expect(directory.names().first?.hasPrefix("settings.json.corrupt-") == true)
  }
}
