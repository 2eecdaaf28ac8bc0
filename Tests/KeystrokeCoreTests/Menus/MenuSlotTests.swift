import Testing

@testable import KeystrokeCore

@Suite struct MenuSlotTests {
  @Test(arguments: [
    (MenuSlot.appInfo, StandardMenu.app), (.appSettings, .app), (.systemServices, .app),
    (.appVisibility, .app), (.appTermination, .app), (.newItem, .file), (.saveItem, .file),
    (.importExport, .file), (.printItem, .file), (.undoRedo, .edit), (.pasteboard, .edit),
    (.textEditing, .edit), (.textFormatting, .edit), (.toolbar, .view), (.sidebar, .view),
    (.windowSize, .window), (.windowList, .window), (.singleWindowList, .window),
    (.windowArrangement, .window), (.help, .help),
  ])
  func eachSlotLivesInOneMenu(slot: MenuSlot, menu: StandardMenu) {
    #expect(slot.menu == menu)
    #expect(menu.slots.contains(slot))
  }

  @Test func thereAreTwentySlotsInMenuOrder() {
    #expect(MenuSlot.allCases.count == 20)
    #expect(StandardMenu.allCases.flatMap(\.slots) == MenuSlot.allCases)
  }

  @Test func menuTitles() {
    #expect(
      StandardMenu.allCases.map { $0.title(appName: "Goals") } == [
        "Goals", "File", "Edit", "View", "Window", "Help",
      ])
  }
}
