import KeystrokeCore

/// The screens one update met: every tab's title and every navigation title built, and the
/// names of the screens shown in each presentation layer (a tab and the navigation title of
/// the screen inside it). A keymap's `"when"` names a
/// screen, and a control's default keymap identity starts with its screen's name.
@MainActor
final class ScreenNames {
  /// The record of the update being built, where notes go: a subtree kept from the last update
  /// adds its notes again from its copy of the record, as it does its focus targets.
  weak var record: InteractionRecord?

  init() {}

  /// Notes a screen the app has (a tab that is not selected, say).
  func noteKnown(_ name: String) {
    guard !name.isEmpty else { return }
    record?.screenNotes.append(ScreenNote(name: name, kind: .known))
  }

  /// Notes a screen whose content is built, though not shown (a hidden tab, when listing).
  func noteBuilt(_ name: String) {
    guard !name.isEmpty else { return }
    record?.screenNotes.append(ScreenNote(name: name, kind: .built))
  }

  /// Notes a screen being built in presentation layer `layer`.
  func noteShown(_ name: String, layer: Int) {
    guard !name.isEmpty else { return }
    record?.screenNotes.append(ScreenNote(name: name, kind: .shown(layer: layer)))
  }

  /// The names met, in the order first met.
  var known: [String] {
    var names: [String] = []
    for note in notes where !names.contains(note.name) { names.append(note.name) }
    return names
  }

  /// The screens whose controls this update built (those shown, and with
  /// ``EnvironmentValues/buildsEveryTab`` every tab).
  var built: [String] {
    var names: [String] = []
    for note in notes where note.kind != .known && !names.contains(note.name) {
      names.append(note.name)
    }
    return names
  }

  /// The names of the screens shown in layer `layer`.
  func shown(inLayer layer: Int) -> [String] {
    var names: [String] = []
    for note in notes where note.kind == .shown(layer: layer) && !names.contains(note.name) {
      names.append(note.name)
    }
    return names
  }

  private var notes: [ScreenNote] { record?.screenNotes ?? [] }
}

private struct ScreenNamesKey: EnvironmentKey {
  static let defaultValue: ScreenNames? = nil
}

private struct BuildsEveryTabKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ScreenNameKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// Where this update notes the screens it builds; `nil` outside an app host.
  var screenNames: ScreenNames? {
    get { self[ScreenNamesKey.self] }
    set { self[ScreenNamesKey.self] = newValue }
  }

  /// Whether tab views build their hidden tabs too (without showing them), so that listing an
  /// app's commands meets the controls of every tab.
  var buildsEveryTab: Bool {
    get { self[BuildsEveryTabKey.self] }
    set { self[BuildsEveryTabKey.self] = newValue }
  }

  /// The name of the screen this view is on: its tab's title, or the navigation title of the
  /// innermost screen around it.
  var screenName: String? {
    get { self[ScreenNameKey.self] }
    set { self[ScreenNameKey.self] = newValue }
  }
}
