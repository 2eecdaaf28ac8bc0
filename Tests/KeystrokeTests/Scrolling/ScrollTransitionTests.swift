import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.scrollTransition`: a view wholly inside its scroll view is in the identity phase, one cut
/// by the top or bottom edge in `topLeading` or `bottomTrailing` until it passes the
/// configuration's threshold.
@MainActor
@Suite struct ScrollTransitionTests {
  /// Three lines, as one card.
  private func card(_ name: String) -> Text { Text("\(name)1\n\(name)2\n\(name)3") }

  /// Each view is drawn two columns right in the identity phase, at the left edge in
  /// `topLeading` and four columns right in `bottomTrailing`.
  private func marked(
    _ view: some View, _ configuration: ScrollTransitionConfiguration = .animated
  ) -> some View {
    view.scrollTransition(configuration) { content, phase in
      content.offset(x: phase.value * 2 + 2)
    }
  }

  private func scroller(@ViewBuilder _ content: () -> some View) -> some View {
    ScrollView { content() }.scrollIndicators(.hidden)
  }

  @Test func aViewCutByTheBottomEdgeIsInTheBottomTrailingPhase() {
    let view = scroller {
      marked(Text("A"))
      marked(Text("B"))
      marked(card("C"))
    }
    let host = TestHost(view, columns: 10, rows: 4)
    #expect(host.lines == ["  A", "  B", "    C1", "    C2"])
  }

  @Test func scrollingChangesThePhase() throws {
    let view = scroller {
      marked(card("C"))
      marked(Text("A"))
      marked(Text("B"))
      marked(Text("D"))
    }
    let host = TestHost(view, columns: 10, rows: 4)
    #expect(host.lines == ["  C1", "  C2", "  C3", "  A"])
    try host.play("down")
    #expect(host.lines == ["C2", "C3", "  A", "  B"])
  }

  @Test func outsideAScrollViewAViewIsInTheIdentityPhase() {
    let host = TestHost(
      VStack(alignment: .leading) { marked(card("C")) }.frame(
        maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 10, rows: 3)
    #expect(host.lines == ["  C1", "  C2", "  C3"])
  }

  @Test func theThresholdSaysWhenTheViewIsShown() {
    func host(_ configuration: ScrollTransitionConfiguration) -> TestHost {
      TestHost(
        scroller {
          marked(Text("A"), configuration)
          marked(Text("B"), configuration)
          marked(card("C"), configuration)
        }, columns: 10, rows: 4)
    }
    // Two thirds of the card are shown.
    #expect(host(.animated.threshold(.hidden)).lines[2] == "  C1")
    #expect(host(.animated.threshold(.visible(0.5))).lines[2] == "  C1")
    #expect(host(.animated.threshold(.visible(0.9))).lines[2] == "    C1")
    #expect(host(.identity).lines[2] == "  C1")
    // Only the view in the middle is centered.
    let centered = TestHost(
      scroller {
        marked(Text("A"), .animated.threshold(.centered))
        marked(Text("B"), .animated.threshold(.centered))
        marked(Text("C"), .animated.threshold(.centered))
      }, columns: 10, rows: 3)
    #expect(centered.lines == ["A", "  B", "    C"])
  }

  @Test func eachEdgeHasItsConfiguration() throws {
    let view = scroller {
      ForEach(["C", "D"], id: \.self) { name in
        card(name).scrollTransition(
          topLeading: .identity, bottomTrailing: .animated, axis: .vertical
        ) { content, phase in
          content.offset(x: phase.value * 2 + 2)
        }
      }
    }
    let host = TestHost(view, columns: 10, rows: 4)
    #expect(host.lines == ["  C1", "  C2", "  C3", "    D1"])
    try host.play("down down")
    // `C` is cut by the top edge, whose configuration keeps the identity phase.
    #expect(host.lines == ["  C3", "  D1", "  D2", "  D3"])
  }

  @Test func anInteractiveTransitionDimsAPartlyShownView() throws {
    let view = scroller {
      ForEach(["C", "D"], id: \.self) { name in
        card(name).scrollTransition { content, phase in
          content.opacity(phase.isIdentity ? 1 : 0)
        }
      }
    }
    let host = TestHost(view, columns: 10, rows: 4)
    // A third of `D` is shown: on its way from hidden (opacity 0) to shown (1), so dimmed.
    #expect(host.lines == ["C1", "C2", "C3", "D1"])
    #expect(!host.style(column: 0, row: 0).attributes.contains(.dim))
    #expect(host.style(column: 0, row: 3).attributes.contains(.dim))
    try host.play("down down")
    #expect(host.lines == ["C3", "D1", "D2", "D3"])
    #expect(host.style(column: 0, row: 0).attributes.contains(.dim))
    #expect(!host.style(column: 0, row: 1).attributes.contains(.dim))
  }

  @Test func aListRowCutByTheBottomIsInTheBottomTrailingPhase() {
    let view = List(["C", "D", "E"], id: \.self) { name in
      Text("\(name)1\n\(name)2").scrollTransition(.animated) { content, phase in
        content.offset(x: phase.value * 2 + 2)
      }
    }
    let host = TestHost(view.scrollIndicators(.hidden), columns: 10, rows: 3)
    #expect(host.lines == ["  C1", "  C2", "    D1"])
  }

  @Test func progressRunsFromHiddenThroughVisibleToCentered() {
    func progress(
      _ start: Double, _ length: Double, _ threshold: ScrollTransitionConfiguration.Threshold
    ) -> Double {
      ScrollVisibilityRegion.progress(
        start: start, length: length, windowStart: 0, windowLength: 10, threshold: threshold)
    }
    #expect(progress(-2, 4, .visible) == 0.5)
    #expect(progress(-4, 4, .visible) == 0)
    #expect(progress(0, 4, .visible) == 1)
    #expect(progress(0, 4, .centered) == 0.5)
    #expect(progress(3, 4, .centered) == 1)
    #expect(progress(-3, 4, .visible(0.5)) == 0.5)
    #expect(progress(-3, 4, .hidden) == 1)
    // Taken in by two cells at each end, the window's edge is at row 2.
    #expect(progress(0, 4, .visible.inset(by: 2)) == 0.5)
    #expect(progress(0, 4, .visible.interpolated(towards: .centered, amount: 0.5)) == 1 / 1.5)
  }
}
