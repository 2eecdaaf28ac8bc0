import Testing

@testable import KeystrokeCore

@Suite struct DispatcherTests {
  typealias F = DispatchFixtures

  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let snapshot: DispatchSnapshot
    let key: Shortcut
    let expected: DispatchOutcome
    var testDescription: String { label }
  }

  static let submitField = TextFieldFocus(hasSubmitAction: true)

  static let orderCases: [Case] = [
    Case(
      label: "view control before the menu", snapshot: F.snapshot(), key: F.cmd("n"),
      expected: F.control("new")),
    Case(
      label: "menu before app", snapshot: F.snapshot(), key: F.cmd("1"),
      expected: F.menuCommand("view.tab1")),
    Case(
      label: "app command last", snapshot: F.snapshot(), key: F.cmd("q"),
      expected: F.appCommand("app.quit")),
    Case(
      label: "disabled control does not block an enabled menu command", snapshot: F.snapshot(),
      key: F.cmdBackspace, expected: F.menuCommand("edit.delete")),
    Case(
      label: "only a disabled match: nothing happens", snapshot: F.snapshot(), key: F.cmd("w"),
      expected: .disabled(.windowCommand("file.close", window: "main"))),
    Case(
      label: "nothing bound", snapshot: F.snapshot(), key: F.cmd("z"), expected: .unmatched),
    Case(
      label: "shift matters", snapshot: F.snapshot(), key: Shortcut("N", modifiers: .command),
      expected: .unmatched),
    Case(
      label: "return reaches the default action without a field", snapshot: F.snapshot(),
      key: .defaultAction, expected: F.control("open")),
    Case(
      label: "text field takes typing", snapshot: F.snapshot(layers: [F.content(field: .init())]),
      key: F.key("n"), expected: .textInput(.typing)),
    Case(
      label: "text field takes shifted typing",
      snapshot: F.snapshot(layers: [F.content(field: .init())]), key: Shortcut("N"),
      expected: .textInput(.typing)),
    Case(
      label: "text field takes space", snapshot: F.snapshot(layers: [F.content(field: .init())]),
      key: Shortcut(.space), expected: .textInput(.typing)),
    Case(
      label: "text field takes option-backspace",
      snapshot: F.snapshot(layers: [F.content(field: .init())]),
      key: Shortcut(.backspace, modifiers: .option), expected: .textInput(.editing)),
    Case(
      label: "text field lets command shortcuts through",
      snapshot: F.snapshot(layers: [F.content(field: .init())]), key: F.cmd("n"),
      expected: F.control("new")),
    Case(
      label: "text field lets cmd-backspace through",
      snapshot: F.snapshot(layers: [F.content(field: .init())]), key: F.cmdBackspace,
      expected: F.menuCommand("edit.delete")),
    Case(
      label: "return without submit action reaches the default action",
      snapshot: F.snapshot(layers: [F.content(field: .init())]), key: .defaultAction,
      expected: F.control("open")),
    Case(
      label: "return with submit action goes to the field",
      snapshot: F.snapshot(layers: [F.content(field: submitField)]), key: .defaultAction,
      expected: .textInput(.submit)),
    Case(
      label: "declared key goes to the field",
      snapshot: F.snapshot(layers: [F.content(field: .init(extraKeys: [F.cmd("f")]))]),
      key: F.cmd("f"), expected: .textInput(.declared)),
    Case(
      label: "escape in a sheet field reaches cancel",
      snapshot: F.snapshot(layers: [F.content, sheetWithField(submitField)]),
      key: .cancelAction, expected: F.control("cancel", layer: "form")),
    Case(
      label: "return in a sheet field with submit goes to the field",
      snapshot: F.snapshot(layers: [F.content, sheetWithField(submitField)]),
      key: .defaultAction, expected: .textInput(.submit)),
    Case(
      label: "return in a sheet field without submit reaches the sheet's default",
      snapshot: F.snapshot(layers: [F.content, sheetWithField(.init())]),
      key: .defaultAction, expected: F.control("sheet-save", layer: "form")),
    Case(
      label: "sheet blocks the content's control; the menu command fires",
      snapshot: F.snapshot(layers: [F.content, F.sheet]), key: F.cmd("s"),
      expected: F.menuCommand("file.save")),
    Case(
      label: "sheet blocks content-only shortcuts",
      snapshot: F.snapshot(layers: [F.content, F.sheet]),
      key: F.cmd("f"), expected: .unmatched),
    Case(
      label: "field beneath a sheet takes nothing",
      snapshot: F.snapshot(layers: [F.content(field: .init()), F.sheet]), key: F.key("a"),
      expected: .unmatched),
    Case(
      label: "stacked sheets: only the top one",
      snapshot: F.snapshot(layers: [F.content, F.sheet, topSheet]),
      key: .cancelAction, expected: F.control("alert-cancel", layer: "confirm")),
  ]

  static func sheetWithField(_ field: TextFieldFocus) -> PresentationLayer {
    var sheet = F.sheet
    sheet.focusedTextField = field
    return sheet
  }

  static let topSheet = PresentationLayer(
    id: "confirm", kind: .alert,
    controls: [ShortcutControl(id: "alert-cancel", title: "Don't Save", shortcut: .cancelAction)])

  @Test(arguments: orderCases)
  func dispatchOrder(_ testCase: Case) {
    let result = Dispatcher().dispatch(testCase.key, in: testCase.snapshot, now: .zero)
    #expect(result.outcome == testCase.expected, "\(result.trace)")
    #expect(result.chord == .idle)
  }

  @Test func firstEnabledControlInDepthFirstOrderWins() {
    let layer = PresentationLayer(
      id: "content",
      controls: [
        ShortcutControl(id: "outer", title: "Outer", shortcut: F.cmd("r"), isEnabled: false),
        ShortcutControl(id: "leading", title: "Leading", shortcut: F.cmd("r")),
        ShortcutControl(id: "trailing", title: "Trailing", shortcut: F.cmd("r")),
      ])
    let result = Dispatcher().dispatch(F.cmd("r"), in: F.snapshot(layers: [layer]), now: .zero)
    #expect(result.outcome == F.control("leading"))
    #expect(result.trace.verdicts.map(\.1) == [.disabled, .fires, .shadowed])
  }

  @Test func inactiveWindowsAreIgnored() {
    var snapshot = F.snapshot(layers: [F.content, F.sheet])
    snapshot.activeWindow = "other"
    let result = Dispatcher().dispatch(F.cmd("f"), in: snapshot, now: .zero)
    #expect(result.outcome == .fired(.control("search", layer: "content", window: "other")))
  }

  @Test func indexIsReusableAcrossKeys() {
    let index = DispatchIndex(F.snapshot())
    let dispatcher = Dispatcher()
    #expect(dispatcher.dispatch(F.cmd("n"), in: index, now: .zero).outcome == F.control("new"))
    #expect(
      dispatcher.dispatch(F.cmd("q"), in: index, now: .zero).outcome
        == F.appCommand("app.quit"))
    // 5 controls, 5 menu commands with keys (Export has none), 3 app commands.
    #expect(index.candidates.count == 13)
  }

  @Test func bindingsSharingAFirstKeyAreFoundInWalkOrder() {
    let index = DispatchIndex(F.snapshot(layers: [F.content, F.sheet]))
    func titles(_ key: Shortcut) -> [String] {
      index.candidatePositions(startingWith: key).map { index.candidates[$0].title }
    }
    // The sheet's Save first (frontmost layer), then the content's Open, for Return.
    #expect(titles(.defaultAction) == ["Save", "Open"])
    // The content's control, then the window's menu: ⌘N twice, ⌘1 from the menu and the app.
    #expect(titles(F.cmd("n")) == ["New Goal", "New"])
    #expect(titles(F.cmd("1")) == ["Goals", "First Tab"])
    #expect(titles(F.cmd("q")) == ["Quit"])
    #expect(titles(F.cmd("z")).isEmpty)
  }
}
