import Testing

@testable import KeystrokeCore

/// One snapshot with one problem of every ``ConflictKind``: a new kind must come with a case
/// here, and every finding names two different parties and says why.
@Suite struct ConflictKindCoverageTests {
  typealias F = DispatchFixtures

  /// The binding that shows each kind, by command or control identity.
  static let culprits: [ConflictKind: String] = [
    .sameScope: "export",
    .shadowedByEarlierScope: "app.archive",
    .chordPrefix: "file.saveAll",
    .macReservedBySystem: "palette",
    .macStandardShortcut: "search",
    .unreachableOnTerminal: "kill",
  ]

  static let snapshot = DispatchSnapshot(
    windows: [
      DispatchWindow(
        id: "main",
        layers: [
          PresentationLayer(
            id: "content",
            controls: [
              ShortcutControl(id: "archive", title: "Archive", shortcut: F.cmd("e")),
              ShortcutControl(id: "export", title: "Export", shortcut: F.cmd("e")),
              ShortcutControl(
                id: "kill", title: "Kill Buffer",
                shortcut: Shortcut("k", modifiers: [.control, .shift])),
            ])
        ],
        menuCommands: [
          Command(id: "edit.kill", title: "Kill Line", shortcut: F.ctrl("k")),
          Command(
            id: "file.saveAll", title: "Save All", keys: F.keys(F.ctrl("k"), F.ctrl("s"))),
          Command(
            id: "palette", title: "Palette", shortcut: Shortcut(.space, modifiers: .command)),
          Command(id: "search", title: "Search Everything", shortcut: F.cmd("f")),
        ])
    ],
    activeWindow: "main",
    appCommands: [Command(id: "app.archive", title: "Archive All", shortcut: F.cmd("e"))])

  @Test func everyKindIsFoundOnItsCulprit() {
    let findings = ConflictAnalyzer(terminal: .legacy).conflicts(in: Self.snapshot)
    #expect(Set(findings.map(\.kind)) == Set(ConflictKind.allCases))
    for kind in ConflictKind.allCases {
      let culprit = Self.culprits[kind]
      #expect(culprit != nil, "no case for \(kind)")
      let named = findings.filter { finding in
        finding.kind == kind
          && [finding.first, finding.second].contains { $0.label.contains("\"\(culprit ?? "")\"") }
      }
      #expect(!named.isEmpty, "\(kind) not reported for \(culprit ?? "-"): \(findings)")
    }
  }

  @Test func everyFindingNamesTwoPartiesAndWhy() {
    let findings = ConflictAnalyzer(terminal: .legacy).conflicts(in: Self.snapshot)
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.first != finding.second, "\(finding)")
      #expect(!finding.first.label.isEmpty && !finding.second.label.isEmpty, "\(finding)")
      #expect(!finding.reason.isEmpty, "\(finding)")
    }
  }
}
