import Keystroke
import KeystrokeTesting
import Testing

/// The recipe book's screens pushed by bindings, dialogs built from data, collapsible section
/// and toolbar behave as the app means them to.
@MainActor
@Suite struct RecipeBookBehaviourTests {
  @Test func aBooleanPushesItsScreenAndEscapeLetsGoOfIt() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    #expect(host.row(containing: "Settings shown: false") != nil)
    try host.focus("Settings")
    try host.play("enter")
    host.host.update()
    #expect(host.row(containing: "Settings screen") != nil)
    #expect(host.row(containing: "Settings shown") == nil)
    try host.play("escape")
    host.host.update()
    #expect(host.row(containing: "Settings screen") == nil)
    #expect(host.row(containing: "Settings shown: false") != nil)
  }

  @Test func anItemPushesItsScreenAndGoingBackClearsIt() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    try host.focus("Open Pie")
    try host.play("enter")
    host.host.update()
    #expect(host.row(containing: "Cooking Pie") != nil)
    try host.play("escape")
    host.host.update()
    #expect(host.row(containing: "Opened: none") != nil)
    #expect(host.row(containing: "Cooking Pie") == nil)
  }

  @Test func theDeleteConfirmationIsBuiltFromTheRecipe() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    try host.focus("Delete Soup")
    try host.play("enter")
    #expect(host.row(containing: "Delete recipe?") != nil)
    #expect(host.row(containing: "Soup will be gone for good.") != nil)
    // The only button is destructive, so it has focus.
    try host.play("enter")
    #expect(host.row(containing: "Recipes: Pie") != nil)
  }

  @Test func theErrorAlertIsTitledWithTheErrorsDescription() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    try host.focus("Save")
    try host.play("enter")
    #expect(host.row(containing: "The recipe was not saved") != nil)
    #expect(host.row(containing: "Check the disk and try again.") != nil)
    try host.play("enter")
    #expect(host.row(containing: "The recipe was not saved") == nil)
  }

  @Test func anAlertPresentingNoErrorStaysClosed() throws {
    let host = TestHost(RecipeRenamer(), columns: 60, rows: 16)
    try host.play("enter")
    #expect(host.row(containing: "Name taken") != nil)
    #expect(host.row(containing: "Another recipe is called Soup.") != nil)
    #expect(host.row(containing: "Replace Soup") != nil)
    #expect(host.row(containing: "The recipe was not saved") == nil)
  }

  @Test func aCollapsibleSectionHidesItsRowsFromItsHeader() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    #expect(host.row(containing: "▾ Mine") != nil)
    #expect(host.row(containing: "Open Soup") != nil)
    try host.focus("Mine")
    try host.play("space")
    #expect(host.row(containing: "▸ Mine") != nil)
    #expect(host.row(containing: "Open Soup") == nil)
    try host.play("space")
    #expect(host.row(containing: "Open Soup") != nil)
  }

  @Test func toolbarPlacementsAndTheAppsToolbarContentShowOnTheTitleLine() throws {
    let host = TestHost(RecipeBookScreen(), columns: 90, rows: 24)
    let title = try #require(host.row(containing: "Recipes"))
    let line = host.lines[title]
    #expect(line.contains("2 recipes"))
    #expect(line.contains("Book"))
    #expect(line.contains("Add"))
    #expect(line.contains("A–Z"))
    #expect(line.contains("Newest"))
    // A terminal has no on-screen keyboard to put items above.
    #expect(host.row(containing: "Hide Keyboard") == nil)
    #expect(host.row(containing: "Phase: active") != nil)
  }
}
