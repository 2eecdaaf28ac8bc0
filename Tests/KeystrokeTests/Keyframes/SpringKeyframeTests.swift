import Keystroke
import Testing

/// Spring keyframes follow their spring between keyframes and rest on their value; linear
/// keyframes follow their timing curve.
@Suite struct SpringKeyframeTests {
  @Test func aSpringKeyframeFollowsItsSpringAndEndsOnItsValue() {
    let spring = Spring(duration: 0.4, bounce: 0.3)
    let timeline = KeyframeTimeline(initialValue: 2.0) {
      KeyframeTrack { SpringKeyframe(12.0, duration: 1, spring: spring) }
    }
    #expect(timeline.duration == 1)
    for time in [0.05, 0.2, 0.6] {
      let expected = 2 + spring.value(target: 10.0, time: time)
      #expect(abs(timeline.value(time: time) - expected) < 1e-9)
    }
    #expect(timeline.value(time: 1) == 12)
    #expect(timeline.value(time: 4) == 12)
  }

  @Test func withoutADurationTheSegmentLastsTheSpringsSettlingDuration() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        SpringKeyframe(1.0, spring: .bouncy)
        SpringKeyframe(0.0)
      }
    }
    #expect(timeline.duration == Spring.bouncy.settlingDuration + Spring().settlingDuration)
    #expect(timeline.value(time: timeline.duration) == 0)
  }

  @Test func aSpringKeyframeCarriesOnAtTheSpeedTheTrackHad() {
    let spring = Spring(duration: 0.5, bounce: 0.2)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(5.0, duration: 1)
        SpringKeyframe(5.0, duration: 1, spring: spring)
      }
    }
    let expected = 5 + spring.value(target: 0.0, initialVelocity: 5.0, time: 0.25)
    #expect(abs(timeline.value(time: 1.25) - expected) < 1e-9)
    let given = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(5.0, duration: 1)
        SpringKeyframe(5.0, duration: 1, spring: spring, startVelocity: 0)
      }
    }
    #expect(given.value(time: 1.25) == 5)
  }

  @Test func aLinearKeyframeFollowsItsTimingCurve() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn) }
    }
    #expect(abs(timeline.value(time: 1) - 10 * UnitCurve.easeIn.value(at: 0.5)) < 1e-12)
    #expect(timeline.value(time: 2) == 10)
  }
}
