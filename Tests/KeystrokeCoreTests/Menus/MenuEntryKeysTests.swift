import Testing

@testable import KeystrokeCore

@Suite struct MenuEntryKeysTests {
  let refresh = Command(
    id: "view.refresh", title: "Refresh", shortcut: Shortcut("r", modifiers: .command))
  let first = Command(id: "tab.1", title: "Inbox", shortcut: Shortcut("1", modifiers: .command))
  let resume = Command(
    id: "timer.resume", title: "Resume", shortcut: Shortcut("r", modifiers: .command))

  @Test func boundKeysReachIntoSubmenusAndSkipUnboundItems() {
    let plain = Command(id: "view.plain", title: "Plain")
    let entry = MenuEntry.submenu(
      MenuSubmenu(
        title: "Tabs",
        entries: [.command(first, checked: nil), .separator, .command(plain, checked: nil)]))
    #expect(entry.boundKeys == [KeySequence(Shortcut("1", modifiers: .command))])
    #expect(MenuEntry.separator.boundKeys.isEmpty)
  }

  @Test func aContributionsKeysComeFromItsEditsAndItsMenus() {
    let contribution = MenuContribution(
      edits: [MenuGroupEdit(.after, .toolbar, entries: [.command(first, checked: nil)])],
      menus: [CustomMenu("Timer", entries: [.command(resume, checked: nil)])])
    #expect(
      contribution.boundKeys == [
        KeySequence(Shortcut("1", modifiers: .command)),
        KeySequence(Shortcut("r", modifiers: .command)),
      ])
  }

  @Test func aTakenKeyIsRemovedAndTheItemAndOtherKeysStay() {
    let taken: Set = [KeySequence(Shortcut("r", modifiers: .command))]
    let entries: [MenuEntry] = [
      .command(refresh, checked: true),
      .submenu(MenuSubmenu(title: "More", entries: [.command(refresh, checked: nil)])),
      .command(first, checked: nil),
    ]
    let yielded = entries.map { $0.yieldingKeys(taken) }
    var unbound = refresh
    unbound.keys = nil
    #expect(
      yielded == [
        .command(unbound, checked: true),
        .submenu(MenuSubmenu(title: "More", entries: [.command(unbound, checked: nil)])),
        .command(first, checked: nil),
      ])
  }
}
