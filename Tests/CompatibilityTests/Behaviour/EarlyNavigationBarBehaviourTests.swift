import Keystroke
import KeystrokeTesting
import Testing

/// The iOS 13-style notes screen: its bar items, sections, alerts and action sheet.
@MainActor
@Suite struct EarlyNavigationBarBehaviourTests {
  @Test func theTitleAndBarItemsShareTheTitleLine() throws {
    let host = TestHost(EarlyNotesScreen(), columns: 80, rows: 20)
    let title = try #require(host.row(containing: "Notes"))
    #expect(host.lines[title].contains("About"))
    #expect(host.lines[title].contains("Compose"))
    #expect(host.row(containing: "Pinned") != nil)
    #expect(host.row(containing: "Pinned notes stay on top") != nil)
    #expect(host.row(containing: "0 actions") != nil)
  }

  @Test func anAlertValueShowsItsTitleMessageAndButton() throws {
    let host = TestHost(EarlyNotesScreen(), columns: 80, rows: 20)
    try host.focus("About")
    try host.play("enter")
    #expect(host.row(containing: "About Notes") != nil)
    #expect(host.row(containing: "Version 1") != nil)
    try host.play("enter")
    #expect(host.row(containing: "About Notes") == nil)
    #expect(host.row(containing: "thanked") != nil)
  }

  @Test func anItemAlertOffersItsTwoButtonsAndEscapeCancels() throws {
    let host = TestHost(EarlyNotesScreen(), columns: 80, rows: 20)
    try host.focus("Delete Groceries")
    try host.play("enter")
    #expect(host.row(containing: "Delete Groceries?") != nil)
    let buttons = try #require(host.row(containing: "Cancel"))
    #expect(host.lines[buttons].contains("Delete"))
    try host.play("escape")
    #expect(host.row(containing: "Delete Groceries?") == nil)
    #expect(host.row(containing: "0 actions") != nil)
  }

  @Test func anActionSheetStacksItsChoices() throws {
    let host = TestHost(EarlyNotesScreen(), columns: 80, rows: 20)
    try host.focus("Share")
    try host.play("enter")
    #expect(host.row(containing: "Share note") != nil)
    let mail = try #require(host.row(containing: "Mail"))
    let messages = try #require(host.row(containing: "Messages"))
    #expect(messages == mail + 1)
    try host.play("escape")
    #expect(host.row(containing: "Share note") == nil)
  }

  @Test func aHiddenBarLeavesNoTitleLine() throws {
    let shown = TestHost(EarlyHiddenBarScreen(hidesBar: false), columns: 60, rows: 10)
    #expect(shown.row(containing: "Home") != nil)
    let hidden = TestHost(EarlyHiddenBarScreen(hidesBar: true), columns: 60, rows: 10)
    #expect(hidden.row(containing: "Home") == nil)
    #expect(hidden.row(containing: "Details") != nil)
  }

  @Test func aHiddenBackButtonLeavesEscapeToGoBack() throws {
    let host = TestHost(EarlyHiddenBarScreen(hidesBar: false), columns: 60, rows: 10)
    try host.play("enter")
    #expect(host.row(containing: "Detail body") != nil)
    #expect(host.row(containing: "Home") == nil)
    try host.play("escape")
    #expect(host.row(containing: "Detail body") == nil)
  }
}
