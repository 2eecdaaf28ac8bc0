import Keystroke
import Testing

/// The values a two-track timeline animates.
private struct Lift {
  var scale = 1.0
  var height = 0.0
}

/// `KeyframeTimeline` evaluates keyframes exactly: the numbers below are exact in binary.
@Suite struct KeyframeTimelineTests {
  @Test func aLinearKeyframeMovesAtConstantSpeedAndHoldsItsEnd() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { LinearKeyframe(10.0, duration: 2) }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: -1) == 0)
    #expect(timeline.value(time: 0.5) == 2.5)
    #expect(timeline.value(progress: 0.25) == 2.5)
    #expect(timeline.value(time: 2) == 10)
    #expect(timeline.value(time: 5) == 10)
  }

  @Test func linearKeyframesFollowOneAnother() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1)
        LinearKeyframe(4.0, duration: 2)
      }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 2) == 7)
  }

  @Test func keyframesListedWithoutATrackFollowOneAnother() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      LinearKeyframe(4.0, duration: 2)
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 2) == 7)
  }

  @Test func aMoveKeyframeJumpsAtOnceAndTakesNoTime() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(8.0, duration: 1)
        MoveKeyframe(2.0)
        LinearKeyframe(6.0, duration: 1)
      }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5) == 4)
    #expect(timeline.value(time: 1) == 2)
    #expect(timeline.value(time: 1.5) == 4)
  }

  @Test func aLoneCubicKeyframeStartsAndStopsAtRest() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { CubicKeyframe(10.0, duration: 1) }
    }
    #expect(timeline.value(time: 0.25) == 1.5625)
    #expect(timeline.value(time: 0.5) == 5)
  }

  @Test func aCubicKeyframeHonoursTheVelocitiesItIsGiven() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { CubicKeyframe(0.0, duration: 1, startVelocity: 4, endVelocity: 0) }
    }
    #expect(timeline.value(time: 0.5) == 0.5)
  }

  @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(10.0, duration: 1)
        CubicKeyframe(20.0, duration: 1)
      }
    }
    // The velocity at 10 is (20 - 0) / 2 s = 10 per second.
    #expect(timeline.value(time: 0.5) == 3.75)
    #expect(timeline.value(time: 1) == 10)
  }

  @Test func aCubicKeyframeAfterALinearOneKeepsItsVelocity() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1)
        CubicKeyframe(10.0, duration: 1)
      }
    }
    #expect(timeline.value(time: 1.5) == 11.25)
  }

  @Test func tracksRunSideBySideAndTheLongestSetsTheDuration() {
    let timeline = KeyframeTimeline(initialValue: Lift()) {
      KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
      KeyframeTrack(\.height) { LinearKeyframe(4.0, duration: 2) }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5).scale == 1.5)
    #expect(timeline.value(time: 0.5).height == 1)
    #expect(timeline.value(time: 1.5).scale == 2)
    #expect(timeline.value(time: 1.5).height == 3)
  }

  @Test func keyframesFromALoopAndAnIfFollowOneAnother() {
    let extra = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        for step in [1.0, 2.0, 3.0] {
          LinearKeyframe(step, duration: 1)
        }
        if extra {
          LinearKeyframe(5.0, duration: 1)
        }
      }
    }
    #expect(timeline.duration == 4)
    #expect(timeline.value(time: 2.5) == 2.5)
    #expect(timeline.value(time: 3.5) == 4)
  }

  @Test func valuesThatCannotBeInterpolatedMoveAtTheKeyframesEnd() {
    let timeline = KeyframeTimeline(initialValue: "rest") {
      KeyframeTrack { LinearKeyframe("up", duration: 1) }
    }
    #expect(timeline.value(time: 0.5) == "rest")
    #expect(timeline.value(time: 1) == "up")
  }
}
