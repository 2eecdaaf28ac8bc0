import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A sheet of the app's own view type, used twice: as it is and with a navigation title.
private struct EntryEditorView: View {
  var title: String?
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if let title {
      Button("Save") { dismiss() }.keyboardShortcut("s").navigationTitle(title)
    } else {
      Button("Save") { dismiss() }.keyboardShortcut("s")
    }
  }
}

/// A tab that presents an editor sheet, a titled sheet, an inline sheet and a dialog.
private struct PresentingApp: App {
  @State private var editing = false
  @State private var titled = false
  @State private var inline = false
  @State private var confirming = false

  var body: some Scene {
    WindowGroup {
      TabView {
        Tab("Home", systemImage: "house") {
          VStack {
            Button("Edit") { editing = true }.keyboardShortcut("e")
            Button("Settings") { titled = true }.keyboardShortcut("t")
            Button("Quick") { inline = true }.keyboardShortcut("q", modifiers: .control)
            Button("Remove") { confirming = true }.keyboardShortcut("r", modifiers: .control)
          }
          .sheet(isPresented: $editing) { EntryEditorView() }
          .sheet(isPresented: $titled) { EntryEditorView(title: "Preferences") }
          .sheet(isPresented: $inline) {
            VStack {
              Button("Apply") { inline = false }.keyboardShortcut("a")
            }
          }
          .confirmationDialog("Delete this item?", isPresented: $confirming) {
            Button("Delete", role: .destructive) {}.keyboardShortcut("d")
          }
        }
      }
    }
  }
}

/// The keymap ids of buttons in sheets and dialogs: the sheet's navigation title, else its
/// view type in words, else the presenting screen's name; a dialog's title.
@MainActor
@Suite(.serialized) struct PresentedControlIDTests {
  static func controls(_ host: TestHost) -> [String] {
    host.host.commandCatalog?.commands.filter { $0.scope == .control }.map(\.id.rawValue) ?? []
  }

  @Test func presentedButtonsAreNamedByWhatPresentsThem() throws {
    let host = TestHost(app: PresentingApp.self, columns: 80, rows: 16)
    try host.play("cmd+e cmd+s cmd+t cmd+s ctrl+q cmd+a ctrl+r esc")
    #expect(
      Self.controls(host) == [
        "Home/Edit", "Home/Settings", "Home/Quick", "Home/Remove", "Entry Editor/Save",
        "Preferences/Save", "Home/Apply", "Delete this item?/Delete",
      ])
  }

  @Test func listingTheCommandsMeetsTheButtonsOfSheetsNotShown() {
    let (rows, _) = CommandListing.rows(
      PresentingApp.self, options: LaunchOptions())
    let ids = rows.filter { $0.scope == "control" }.map(\.id)
    // The sheets presented without an item are built for the listing; the dialog is not (its
    // title may depend on what it is about).
    #expect(ids.contains("Entry Editor/Save"))
    #expect(ids.contains("Preferences/Save"))
    #expect(ids.contains("Home/Apply"))
    #expect(!ids.contains("Delete this item?/Delete"))
  }

  @Test func aSheetsTypeNameReadsAsWords() {
    #expect(
      PresentationModifier<EntryEditorView>.screenName(of: EntryEditorView.self) == "Entry Editor")
    #expect(PresentationModifier<EmptyView>.screenName(of: VStack<Text>.self) == nil)
    #expect(PresentationModifier<EmptyView>.screenName(of: String.self) == nil)
  }

  @Test func aKeymapEntryNamesASheetButtonOnceShown() throws {
    let directory = TestHost.scratchDirectory(prefix: "presented-ids")
    try #"[{ "key": "f5", "command": "Entry Editor/Save" }]"#.write(
      toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    let host = TestHost(app: PresentingApp.self, columns: 80, rows: 16)
    host.host.configDirectory = directory
    try host.play("cmd+e")
    #expect(host.host.keymap.diagnostics.isEmpty)
    #expect(host.lines.last?.contains("F5 Save") == true)
    try host.play("f5")
    #expect(!host.text.contains("F5 Save"))
  }
}
