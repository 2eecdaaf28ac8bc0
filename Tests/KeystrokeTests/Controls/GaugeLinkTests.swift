import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A battery readout, in the shape of `Gauge`'s documentation.
private struct Battery: View {
  let level: Double

  var body: some View {
    Gauge(value: level, in: 0...100) {
      Text("Battery")
    } currentValueLabel: {
      Text("\(Int(level))%")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("100")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A help link whose URLs are recorded instead of opened.
private struct HelpLink: View {
  @State private var opened: [String] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Link(
        "Swift documentation",
        destination: URL(string: "https://www.swift.org/documentation/")
          ?? URL(fileURLWithPath: "/"))
      Text("opened \(opened.joined(separator: ","))")
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.append(url.host ?? "?")
        return .handled
      }
    )
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct GaugeLinkTests {
  @Test(arguments: [80, 140])
  func aGaugeIsALabelledBarBetweenItsBounds(columns: Int) {
    let host = TestHost(Battery(level: 50), columns: columns, rows: 4)
    #expect(host.lines[0].hasPrefix("Battery"))
    #expect(host.lines[0].hasSuffix("50%"))
    #expect(host.lines[0].count == columns)
    let bar = host.lines[1]
    #expect(bar.hasPrefix("0 █"))
    #expect(bar.hasSuffix("░ 100"))
    let full = bar.filter { $0 == "█" }.count
    let empty = bar.filter { $0 == "░" }.count
    #expect(abs(full - empty) <= 1)
  }

  @Test func valuesOutsideTheRangeAreClamped() {
    #expect(GaugeFraction.of(150.0, in: 0...100) == 1)
    #expect(GaugeFraction.of(-5.0, in: 0...100) == 0)
    #expect(GaugeFraction.of(Double.nan, in: 0...100) == 0)
    #expect(GaugeFraction.of(3.0, in: 3...3) == 0)
    #expect(GaugeFraction.of(0.25, in: 0...1) == 0.25)
  }

  @Test(arguments: [80, 140])
  func aLinkIsUnderlinedAndOpensItsURL(columns: Int) throws {
    let host = TestHost(HelpLink(), columns: columns, rows: 4)
    #expect(host.lines[0] == "Swift documentation")
    #expect(host.style(column: 0, row: 0).attributes.contains(.underline))
    try host.play("enter")
    #expect(host.lines[1] == "opened www.swift.org")
    try host.play("space")
    #expect(host.lines[1] == "opened www.swift.org,www.swift.org")
  }
}
