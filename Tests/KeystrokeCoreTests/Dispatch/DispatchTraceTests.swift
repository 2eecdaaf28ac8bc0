import Testing

@testable import KeystrokeCore

@Suite struct DispatchTraceTests {
  typealias F = DispatchFixtures

  @Test func traceNamesEveryScopeAndCandidateInOrder() {
    let snapshot = F.snapshot(layers: [F.content, F.sheet])
    let result = Dispatcher().dispatch(F.cmd("s"), in: snapshot, now: .zero)
    #expect(
      result.trace.lines == [
        "key: cmd+s",
        "text field: none focused",
        "sheet \"form\" (frontmost) of window \"main\": no binding",
        "content \"content\" (beneath a modal layer) of window \"main\": 1 binding",
        "  control \"save-draft\" \"Save Draft\" [cmd+s]: not reachable beneath a modal layer",
        "menu of window \"main\": 1 binding",
        "  command \"file.save\" \"Save\" [cmd+s]: fires",
        "app commands: no binding",
      ])
  }

  @Test func traceShowsDisabledSkipsAndShadowing() {
    let result = Dispatcher().dispatch(F.cmdBackspace, in: F.snapshot(), now: .zero)
    #expect(
      result.trace.description == """
        key: cmd+backspace
        text field: none focused
        content "content" (frontmost) of window "main": 1 binding
          control "delete" "Delete Goal" [cmd+backspace]: disabled, skipped
        menu of window "main": 1 binding
          command "edit.delete" "Delete" [cmd+backspace]: fires
        app commands: no binding
        """)
  }

  @Test func laterMatchesAreListedAsShadowed() {
    let result = Dispatcher().dispatch(F.cmd("1"), in: F.snapshot(), now: .zero)
    #expect(
      result.trace.lines.suffix(2) == [
        "app commands: 1 binding",
        "  command \"app.tab1\" \"First Tab\" [cmd+1]: not used, an earlier binding already decided",
      ])
  }

  @Test func textFieldStepsAreExplained() {
    let snapshot = F.snapshot(layers: [F.content(field: .init())])
    let typed = Dispatcher().dispatch(F.key("x"), in: snapshot, now: .zero)
    #expect(typed.trace.lines == ["key: x", "text field: takes it (typing)"])
    let passed = Dispatcher().dispatch(F.cmd("z"), in: snapshot, now: .zero)
    #expect(passed.trace.lines[1] == "text field: does not take this key")
    #expect(passed.outcome == .unmatched)
  }

  @Test(
    arguments: [
      (Shortcut("k", modifiers: [.control, .option, .shift, .command]), "ctrl+alt+shift+cmd+k"),
      (Shortcut(.pageUp), "pageup"), (Shortcut(.function(5), modifiers: .shift), "shift+f5"),
      (Shortcut(.deleteForward), "delete"), (Shortcut(.leftArrow, modifiers: .option), "alt+left"),
    ] as [(Shortcut, String)])
  func shortcutsAreSpelledAsKeyScript(shortcut: Shortcut, text: String) {
    #expect(shortcut.traceText == text)
  }
}
