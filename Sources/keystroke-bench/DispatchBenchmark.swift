import KeystrokeCore

/// Key dispatch against a large snapshot: 1,000 menu commands, 200 view shortcuts spread over a
/// hierarchy 12 deep with a focused text field at the bottom, and a few app commands.
///
/// Figures: the median time to dispatch a key whose only enabled binding is the last app
/// command (after a disabled control and a disabled menu command on the same keys), the median
/// time for a key nothing is bound to, and the time to compile the snapshot once (per frame).
enum DispatchBenchmark {
  /// The benchmark case registered in ``allBenchmarks``.
  static let benchmark = BenchmarkCase(name: "dispatch") { quick in
    let snapshot = makeSnapshot()
    let index = DispatchIndex(snapshot)
    let dispatcher = Dispatcher()
    let rounds = quick ? 5 : 41
    let batch = quick ? 200 : 20_000

    let late = Shortcut("p", modifiers: [.command, .option, .shift])
    let none = Shortcut("z", modifiers: [.command, .option, .control, .shift])
    let lateResult = dispatcher.dispatch(late, in: index, now: .zero)
    precondition(lateResult.outcome == .fired(.appCommand("app.late")), "late key misrouted")
    precondition(dispatcher.dispatch(none, in: index, now: .zero).outcome == .unmatched)

    let lateNanoseconds = Stopwatch.medianNanoseconds(rounds: rounds, batch: batch) {
      blackHole(dispatcher.dispatch(late, in: index, now: .zero))
    }
    let noneNanoseconds = Stopwatch.medianNanoseconds(rounds: rounds, batch: batch) {
      blackHole(dispatcher.dispatch(none, in: index, now: .zero))
    }
    let buildNanoseconds = Stopwatch.medianNanoseconds(
      rounds: quick ? 3 : 21, batch: quick ? 2 : 20
    ) {
      blackHole(DispatchIndex(snapshot))
    }
    return [
      Figure(name: "dispatch.late.median", value: lateNanoseconds, unit: "ns", budget: 2000),
      Figure(name: "dispatch.none.median", value: noneNanoseconds, unit: "ns", budget: 2000),
      Figure(
        name: "dispatch.index.build", value: buildNanoseconds / 1000, unit: "us", budget: 1000),
    ]
  }

  /// The benchmark snapshot: one active window among three.
  static func makeSnapshot() -> DispatchSnapshot {
    let late = Shortcut("p", modifiers: [.command, .option, .shift])
    var controls: [ShortcutControl] = []
    let singles = singleShortcuts()
    // 200 controls over a hierarchy 12 deep: depth-first order puts deeper ones later.
    for number in 0..<199 {
      let depth = number * 12 / 199
      controls.append(
        ShortcutControl(
          id: ShortcutControl.ID("d\(depth).c\(number)"), title: "Control \(number)",
          shortcut: singles[(number * 7) % singles.count], isEnabled: number % 5 != 0))
    }
    controls.append(
      ShortcutControl(id: "d11.late", title: "Late Control", shortcut: late, isEnabled: false))
    let content = PresentationLayer(
      id: "content", controls: controls, focusedTextField: TextFieldFocus(hasSubmitAction: true))

    var menu: [Command] = []
    let prefixes = [
      Shortcut("k", modifiers: .control), Shortcut("j", modifiers: .control),
      Shortcut("g", modifiers: .control),
    ]
    for number in 0..<999 {
      let keys: KeySequence
      if number < singles.count {
        keys = KeySequence(singles[number])
      } else {
        let prefix = prefixes[number % prefixes.count]
        let next = singles[(number / prefixes.count) % singles.count]
        keys = KeySequence([prefix, next]) ?? KeySequence(next)
      }
      menu.append(
        Command(
          id: CommandID("menu.\(number)"), title: "Command \(number)", keys: keys,
          isEnabled: number % 3 != 0))
    }
    menu.append(Command(id: "menu.late", title: "Late Menu", shortcut: late, isEnabled: false))

    var app = (0..<20).map { number in
      Command(
        id: CommandID("app.\(number)"), title: "App \(number)",
        shortcut: Shortcut(.function(number % 12 + 1), modifiers: .control))
    }
    app.append(Command(id: "app.late", title: "Late App Command", shortcut: late))

    let windows = (0..<3).map { number in
      DispatchWindow(
        id: DispatchWindow.ID("window.\(number)"), scene: "main", layers: [content],
        menuCommands: menu)
    }
    return DispatchSnapshot(windows: windows, activeWindow: "window.2", appCommands: app)
  }

  /// Distinct single shortcuts: letters and digits under eight modifier sets, then F-keys.
  static func singleShortcuts() -> [Shortcut] {
    let keys: [KeyCode] =
      "abcdefhilmnoqrstuvwxyz0123456789".map { KeyCode.character($0) }
      + (1...12).map { KeyCode.function($0) }
    let modifierSets: [KeyModifiers] = [
      .command, [.command, .shift], [.command, .option], .control, [.control, .shift], .option,
      [.command, .control], [.control, .option],
    ]
    return modifierSets.flatMap { modifiers in keys.map { Shortcut($0, modifiers: modifiers) } }
  }
}
