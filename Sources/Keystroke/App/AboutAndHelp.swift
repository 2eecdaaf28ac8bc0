import Foundation
import KeystrokeCore

/// The App menu's About item and the Help menu's app help, which every app gets: About shows
/// the app's name and version in a box, and Help opens the Keyboard Shortcuts overview (every
/// command with its keys on this terminal, searchable).
@MainActor
enum AboutAndHelp {
  /// The App menu's About item.
  nonisolated static let aboutID: CommandID = "app.about"
  /// The Help menu's "{app} Help" item.
  nonisolated static let helpID: CommandID = "help.app"

  /// Registers both items' actions and, while About is shown, its keys (Escape or Return
  /// closes it).
  static func register(
    in interactions: InteractionRecord, state: AppRuntimeState, invalidation: InvalidationFlag
  ) {
    interactions.commandActions[aboutID] = {
      state.showsAbout = true
      state.openMenu = nil
      state.palette = nil
      invalidation.raise()
    }
    interactions.commandActions[helpID] = {
      state.shortcutsEditor = ShortcutsEditorState()
      state.openMenu = nil
      state.palette = nil
      invalidation.raise()
    }
    guard state.showsAbout else { return }
    interactions.modalKeyHandler = { key in
      if key.key.keyCode == .escape || key.key.keyCode == .return {
        state.showsAbout = false
        invalidation.raise()
      }
      return .handled
    }
  }

  /// The version an app's bundle declares (`CFBundleShortVersionString`, with the build number
  /// when there is one), or `nil` when it declares none, as a plain executable on Linux does.
  static func version(in bundle: Bundle) -> String? {
    let info = bundle.infoDictionary ?? [:]
    guard let short = info["CFBundleShortVersionString"] as? String, !short.isEmpty else {
      return nil
    }
    if let build = info["CFBundleVersion"] as? String, !build.isEmpty, build != short {
      return "\(short) (\(build))"
    }
    return short
  }

  /// The About box's lines.
  static func lines(appName: String, version: String?) -> [String] {
    [
      appName,
      version.map { "Version \($0)" } ?? "No version is set for this build.",
      "",
      "Made with Keystroke, SwiftUI for the terminal.",
      "Help › \(appName) Help lists every command and its keys.",
    ]
  }

  /// The About box, drawn where the palette is.
  static func rows(appName: String, version: String?) -> PaletteRows {
    PaletteRows(
      query: "About \(appName): Escape closes", highlighted: -1,
      rows: lines(appName: appName, version: version).map {
        PaletteRows.Row(title: $0, keys: "", isEnabled: true)
      }, isPrompt: false)
  }
}
