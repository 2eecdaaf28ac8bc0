import Keystroke

// Phase animations as iOS 17 apps write them: a like button whose heart pops through a few
// phases on each tap, and a badge that pulses for as long as it is shown. A terminal draws no
// motion, so each rests on its first phase.

/// The phases of a heart that pops.
enum HeartPop: CaseIterable {
  case resting, grown, settled

  var scale: Double {
    switch self {
    case .resting: 1
    case .grown: 1.4
    case .settled: 1.1
    }
  }
}

/// A like button whose heart pops on each tap.
struct LikeButton: View {
  @State private var likes = 0

  var body: some View {
    VStack {
      // compat: PhaseAnimator
      PhaseAnimator(HeartPop.allCases, trigger: likes) { phase in
        Text(phase == .resting ? "♡ \(likes)" : "♥ \(likes)")
          .scaleEffect(phase.scale)
      } animation: { phase in
        phase == .grown ? .spring(duration: 0.2) : .easeOut
      }
      Button("Like") { likes += 1 }
    }
  }
}

/// A badge that pulses while shown.
struct PulsingBadge: View {
  var body: some View {
    PhaseAnimator([false, true]) { dimmed in
      Text(dimmed ? "live (dim)" : "live")
    }
  }
}

/// A card that lifts on each save, through the modifier form.
struct SavedCard: View {
  let saves: Int

  var body: some View {
    Text("Saved \(saves)")
      // compat: .phaseAnimator
      .phaseAnimator([0.0, 1.0, 0.0], trigger: saves) { content, lift in
        content.offset(y: -lift).opacity(lift == 0 ? 1 : 0.8)
      }
      .phaseAnimator([1.0, 0.5]) { content, opacity in
        content.opacity(opacity)
      } animation: { _ in
        .linear(duration: 1)
      }
  }
}
