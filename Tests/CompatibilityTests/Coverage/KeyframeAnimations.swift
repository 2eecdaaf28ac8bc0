import Keystroke

// Keyframe animations as iOS 17 apps write them: a bell that bounces on each new notification
// (scale and offset tracks on a trigger), a level meter whose keyframes climb from where they
// last ended, a spinner that loops, and a timeline evaluated by hand. A terminal draws no
// motion: a triggered animator shows where its keyframes end, a repeating one where they
// start.

/// What the bouncing bell animates.
struct BellBounce {
  var scale = 1.0
  var lift = 0.0
}

/// A bell that bounces each time a notification arrives.
struct BouncingBell: View {
  @State private var notifications = 0

  var body: some View {
    VStack {
      // compat: KeyframeAnimator
      KeyframeAnimator(initialValue: BellBounce(), trigger: notifications) { bounce in
        Text("Bell \(notifications)")
          .scaleEffect(bounce.scale)
          .offset(y: -bounce.lift)
      } keyframes: { _ in
        // compat: KeyframeTrack
        KeyframeTrack(\.scale) {
          // compat: LinearKeyframe
          LinearKeyframe(1.3, duration: 0.1)
          // compat: CubicKeyframe
          CubicKeyframe(0.9, duration: 0.15)
          CubicKeyframe(1.0, duration: 0.2)
        }
        KeyframeTrack(\.lift) {
          CubicKeyframe(2, duration: 0.15, startVelocity: 10)
          CubicKeyframe(0, duration: 0.3, endVelocity: 0)
          // compat: MoveKeyframe
          MoveKeyframe(0)
        }
      }
      Button("Ring") { notifications += 1 }
    }
  }
}

/// A meter that climbs a level on each tap; each play starts from where the last one ended.
struct LevelMeter: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: 0.0, trigger: taps) { level in
        Text("Level \(Int(level))")
      } keyframes: { level in
        KeyframeTrack {
          LinearKeyframe(level + 5, duration: 0.2)
          CubicKeyframe(level + 10, duration: 0.3)
        }
      }
      Button("Climb") { taps += 1 }
    }
  }
}

/// A spinner that pulses while loading, and a badge that wobbles on each change.
struct LoadingRow: View {
  var isLoading: Bool
  var unread: Int

  var body: some View {
    HStack {
      KeyframeAnimator(initialValue: 1.0, repeating: isLoading) { scale in
        Text("Loading").scaleEffect(scale)
      } keyframes: { _ in
        KeyframeTrack {
          CubicKeyframe(1.2, duration: 0.4)
          CubicKeyframe(1.0, duration: 0.4)
        }
      }
      Text("Unread \(unread)")
        // compat: .keyframeAnimator
        .keyframeAnimator(initialValue: 0.0, trigger: unread) { content, angle in
          content.rotationEffect(.degrees(angle))
        } keyframes: { _ in
          KeyframeTrack {
            for angle in [8.0, -8.0, 4.0] {
              LinearKeyframe(angle, duration: 0.05)
            }
            if unread > 9 {
              CubicKeyframe(0, duration: 0.1)
            } else {
              LinearKeyframe(0, duration: 0.05)
            }
          }
        }
        .keyframeAnimator(initialValue: 1.0) { content, opacity in
          content.opacity(opacity)
        } keyframes: { _ in
          KeyframeTrack {
            LinearKeyframe(0.5, duration: 1)
            LinearKeyframe(1.0, duration: 1)
          }
        }
    }
  }
}

/// A path sampled by hand, as the KeyframeTimeline documentation does.
enum SampledPath {
  static func midway() -> Double {
    // compat: KeyframeTimeline
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(100.0, duration: 0.3)
        CubicKeyframe(0.0, duration: 0.7)
      }
    }
    return timeline.value(time: 0.45) + timeline.value(progress: 0.5) * timeline.duration
  }
}
