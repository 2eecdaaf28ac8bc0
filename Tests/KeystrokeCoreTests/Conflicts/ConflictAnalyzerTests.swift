import Testing

@testable import KeystrokeCore

@Suite struct ConflictAnalyzerTests {
  typealias F = DispatchFixtures

  /// Pairwise checks only; the macOS tables have their own suite.
  static let pairwise = ConflictAnalyzer(checksMacReserved: false)

  static func window(
    _ id: DispatchWindow.ID = "main", layers: [PresentationLayer], menu: [Command] = []
  ) -> DispatchWindow {
    DispatchWindow(id: id, scene: "s", layers: layers, menuCommands: menu)
  }

  @Test func sameKeysInOneLayer() {
    let layer = PresentationLayer(
      id: "content",
      controls: [
        ShortcutControl(id: "a", title: "Archive", shortcut: F.cmd("e")),
        ShortcutControl(id: "b", title: "Export", shortcut: F.cmd("e")),
      ])
    let snapshot = DispatchSnapshot(windows: [Self.window(layers: [layer])], activeWindow: "main")
    let conflicts = Self.pairwise.conflicts(in: snapshot)
    #expect(conflicts.map(\.kind) == [.sameScope])
    #expect(
      conflicts.first?.description
        == "sameScope [cmd+e]: control \"a\" and control \"b\" are both on cmd+e in content "
        + "\"content\" (frontmost) of window \"main\"; the first fires and \"Export\" never does")
    #expect(conflicts.first?.first.label.hasPrefix("control \"a\" \"Archive\" [cmd+e]") == true)
  }

  @Test func disabledBindingsDoNotConflict() {
    let layer = PresentationLayer(
      id: "content",
      controls: [
        ShortcutControl(id: "a", title: "Archive", shortcut: F.cmd("e"), isEnabled: false),
        ShortcutControl(id: "b", title: "Export", shortcut: F.cmd("e")),
      ])
    let snapshot = DispatchSnapshot(windows: [Self.window(layers: [layer])], activeWindow: "main")
    #expect(Self.pairwise.conflicts(in: snapshot).isEmpty)
  }

  @Test func controlShadowsMenuCommandAndMenuShadowsApp() {
    let conflicts = Self.pairwise.conflicts(in: F.snapshot())
    let shadowed = conflicts.filter { $0.kind == .shadowedByEarlierScope }
    let pairs = shadowed.map { [$0.first, $0.second].map(\.target) }
    #expect(
      pairs.contains([
        .control("new", layer: "content", window: "main"),
        .windowCommand("file.new", window: "main"),
      ]))
    #expect(pairs.contains([.windowCommand("view.tab1", window: "main"), .appCommand("app.tab1")]))
    #expect(
      shadowed.first?.reason
        == "\"New\" in menu of window \"other\" never fires from the keyboard: \"New Goal\" in "
        + "content \"content\" (frontmost) of window \"other\" is found first")
    // The app-wide duplicate is seen from both windows but reported once.
    #expect(pairs.filter { $0.last == .appCommand("app.tab1") }.count == 2)
    #expect(Set(conflicts).count == conflicts.count)
  }

  @Test func coveredLayersDoNotShadowButStillReportTheirOwnDuplicates() {
    let covered = PresentationLayer(
      id: "content",
      controls: [
        ShortcutControl(id: "a", title: "Save", shortcut: F.cmd("s")),
        ShortcutControl(id: "b", title: "Save Copy", shortcut: F.cmd("s")),
      ])
    let snapshot = DispatchSnapshot(
      windows: [
        Self.window(
          layers: [covered, F.sheet],
          menu: [Command(id: "file.save", title: "Save", shortcut: F.cmd("s"))])
      ],
      activeWindow: "main")
    let kinds = Self.pairwise.conflicts(in: snapshot).map(\.kind)
    #expect(kinds == [.sameScope])
  }

  @Test func singleKeyEqualToAChordPrefix() {
    let kill = Command(id: "edit.kill", title: "Kill Line", shortcut: F.ctrl("k"))
    let saveAll = Command(
      id: "file.saveAll", title: "Save All", keys: F.keys(F.ctrl("k"), F.ctrl("s")))
    let shortFirst = DispatchSnapshot(
      windows: [Self.window(layers: [], menu: [kill, saveAll])], activeWindow: "main")
    let chordFirst = DispatchSnapshot(
      windows: [Self.window(layers: [], menu: [saveAll, kill])], activeWindow: "main")
    let one = Self.pairwise.conflicts(in: shortFirst)
    let two = Self.pairwise.conflicts(in: chordFirst)
    #expect(one.map(\.kind) == [.chordPrefix])
    #expect(two.map(\.kind) == [.chordPrefix])
    #expect(
      one.first?.reason
        == "\"Kill Line\" on ctrl+k is found first and fires, so the chord ctrl+k ctrl+s of "
        + "\"Save All\" can never be completed")
    #expect(
      two.first?.reason
        == "\"Save All\" on ctrl+k ctrl+s is found first and starts a chord, so \"Kill Line\" on "
        + "ctrl+k never fires")
  }

  @Test func chordsSharingAPrefixDoNotConflict() {
    let saveAll = Command(
      id: "file.saveAll", title: "Save All", keys: F.keys(F.ctrl("k"), F.ctrl("s")))
    let theme = Command(
      id: "app.theme", title: "Theme", keys: F.keys(F.ctrl("k"), F.ctrl("t")))
    let snapshot = DispatchSnapshot(
      windows: [Self.window(layers: [], menu: [saveAll])], activeWindow: "main",
      appCommands: [theme])
    #expect(Self.pairwise.conflicts(in: snapshot).isEmpty)
  }

  @Test func appCommandsAloneAreAnalysed() {
    let snapshot = DispatchSnapshot(appCommands: [
      Command(id: "a", title: "A", shortcut: F.cmd("a")),
      Command(id: "b", title: "B", shortcut: F.cmd("a")),
    ])
    #expect(Self.pairwise.conflicts(in: snapshot).map(\.kind) == [.sameScope])
  }
}

extension ConflictParty {
  /// The binding's target, or `nil` for the system or a terminal.
  fileprivate var target: DispatchTarget? {
    if case .binding(let candidate) = self { return candidate.target }
    return nil
  }
}
