import Foundation
import Testing

/// The form demo asks before it throws anything away: Escape (the Clear button's key) with a
/// typed draft, and Contacts › Clear Saved Contacts… with saved contacts.
@Suite struct FormDemoConfirmationTests {
  /// Plays `script` on the form demo and returns the final screen.
  private func play(_ script: String) throws -> String {
    try ExamplePlay.screen(of: "form-demo", playing: script)
  }

  /// A name and an address unlike the fields' placeholders ("Ada Lovelace", "ada@example.com").
  private let typed = "\"Lin\" tab \"lin@example.org\""

  @Test func escapeAsksBeforeClearingTypedTextAndEscapeAgainKeepsIt() throws {
    let asked = try play("\(typed) esc")
    #expect(asked.contains("Clear this contact?"))
    #expect(asked.contains("lin@example.org"))
    let kept = try play("\(typed) esc esc")
    #expect(!kept.contains("Clear this contact?"))
    #expect(kept.contains("Lin"))
    #expect(kept.contains("lin@example.org"))
    // Keep Editing has focus first; Clear is the button before it.
    let cleared = try play("\(typed) esc shift+tab enter")
    #expect(!cleared.contains("Clear this contact?"))
    #expect(!cleared.contains("Lin"))
    #expect(!cleared.contains("lin@example.org"))
  }

  @Test func escapeOnAnEmptyFormAsksNothing() throws {
    let screen = try play("esc")
    #expect(!screen.contains("Clear this contact?"))
  }

  @Test func clearingSavedContactsAsksFirst() throws {
    let saved = "\(typed) cmd+s cmd+shift+p \"clear saved\" enter"
    let asked = try play(saved)
    #expect(asked.contains("Delete the saved contact?"))
    // One contact is not "all".
    #expect(asked.contains("[ Delete ]"))
    #expect(!asked.contains("Delete All"))
    let cancelled = try play("\(saved) enter")
    #expect(!cancelled.contains("Delete the saved contact?"))
    #expect(cancelled.contains("Lin <lin@example.org>"))
    let deleted = try play("\(saved) shift+tab enter")
    #expect(deleted.contains("No contacts yet."))
    #expect(!deleted.contains("Lin <lin@example.org>"))
  }

  @Test func clearingSeveralSavedContactsDeletesAll() throws {
    let second = "\"Kim\" tab \"kim@example.org\""
    let asked = try play(
      "\(typed) cmd+s \(second) cmd+s cmd+shift+p \"clear saved\" enter")
    #expect(asked.contains("Delete all 2 saved contacts?"))
    #expect(asked.contains("[ Delete All ]"))
  }
}
