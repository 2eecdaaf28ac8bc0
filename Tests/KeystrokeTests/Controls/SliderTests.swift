import KeystrokeTesting
import Testing

@testable import Keystroke

/// A volume control, in the shape of Apple's `Slider` example.
private struct Volume: View {
  @State var level: Double
  var step: Double?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let step {
        Slider(value: $level, in: 0...10, step: step) { Text("Volume") }
      } else {
        Slider(value: $level, in: 0...10) { Text("音量") }
      }
      Text("Level \(level)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A meeting-length slider with labels at the ends of its track.
private struct MeetingLength: View {
  @State var minutes = 10.0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Slider(value: $minutes, in: 5...30, step: 5) {
        Text("Length")
      } minimumValueLabel: {
        Text("5")
      } maximumValueLabel: {
        Text("30")
      }
      Text("Minutes \(minutes)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct SliderTests {
  @Test func valueLabelsSitAtTheEndsOfTheTrack() throws {
    let host = TestHost(MeetingLength(), columns: 60, rows: 3)
    let line = host.lines[0]
    #expect(line.hasPrefix("Length 5 ━"))
    #expect(line.hasSuffix("─ 30"))
    #expect(line.count == 60)
    try host.play("right")
    #expect(host.text.contains("Minutes 15.0"))
  }

  @Test(arguments: [80, 140])
  func drawsATrackAcrossTheWidthWithTheKnobAtTheValue(columns: Int) {
    let host = TestHost(Volume(level: 5, step: 1), columns: columns, rows: 3)
    let line = host.lines[0]
    #expect(line.hasPrefix("Volume ━"))
    #expect(line.hasSuffix("─"))
    #expect(line.count == columns)
    let knob = line.distance(from: line.startIndex, to: line.firstIndex(of: "●")!)
    #expect(abs(knob - (7 + (columns - 8) / 2)) <= 1)
  }

  @Test func arrowsStepAndHomeEndGoToTheEnds() throws {
    let host = TestHost(Volume(level: 5, step: 2), columns: 80, rows: 3)
    try host.play("right")
    #expect(host.text.contains("Level 7.0"))
    try host.play("end right")
    #expect(host.text.contains("Level 10.0"))
    try host.play("home left")
    #expect(host.text.contains("Level 0.0"))
  }

  @Test func withoutAStepArrowsMoveByATwentieth() throws {
    let host = TestHost(Volume(level: 5), columns: 80, rows: 3)
    try host.play("left")
    #expect(host.text.contains("Level 4.5"))
    #expect(host.lines[0].hasPrefix("音量 "))
  }

  @Test func steppingArithmetic() {
    #expect(SliderStepping.fraction(5, in: 0...10) == 0.5)
    #expect(SliderStepping.fraction(20, in: 0...10) == 1)
    #expect(SliderStepping.fraction(1, in: 3...3) == 0)
    #expect(SliderStepping.knob(fraction: 1, width: 11) == 10)
    #expect(SliderStepping.knob(fraction: 0.5, width: 1) == 0)
    #expect(SliderStepping.moved(0.5, by: 1, step: 1, in: 0...10) == 1.5)
    #expect(SliderStepping.moved(9.5, by: 1, step: 2, in: 0...10) == 10)
  }
}
