import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// `.alignmentGuide(_:computeValue:)` moves where a stack lines a view up, in cells.
@MainActor
@Suite struct AlignmentGuideBehaviourTests {
  @Test func aTrailingValueForTheLeadingGuideLinesTheEdgeUpWithTheOthersLeadingEdges() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("bb").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
      }.guidesPinnedTopLeading(), columns: 20, rows: 4)
    // The stack grows to the left of "a" to hold "bb" before the guide line.
    #expect(Array(host.lines.prefix(2)) == ["  a", "bb"])
  }

  @Test func rowsLineUpAtTheCellEachSetsItsGuideTo() {
    let host = TestHost(
      ColonAlignedRows(rows: [("Name", "Ada"), ("Language", "Swift"), ("OS", "Linux")])
        .guidesPinnedTopLeading(), columns: 30, rows: 5)
    #expect(
      Array(host.lines.prefix(3)) == ["    Name: Ada", "Language: Swift", "      OS: Linux"])
  }

  @Test func aHorizontalStackLinesUpTheTopGuideAcrossItsHeight() {
    let host = TestHost(DroppedBadge().guidesPinnedTopLeading(), columns: 20, rows: 4)
    #expect(Array(host.lines.prefix(2)) == ["Title", "      [3]"])
  }

  @Test func paddingMovesTheGuideItPassesOn() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("bb").alignmentGuide(.leading) { _ in 1 }.padding(.leading, 2)
      }.guidesPinnedTopLeading(), columns: 20, rows: 4)
    // The guide is one cell into the text, three into the padded view.
    #expect(Array(host.lines.prefix(2)) == ["   a", "  bb"])
  }

  @Test func aGuideSeesTheValueAnInnerGuideSetThroughTheExplicitSubscript() {
    let host = TestHost(StackedGuides().guidesPinnedTopLeading(), columns: 20, rows: 4)
    #expect(Array(host.lines.prefix(2)) == ["  a", "abcd"])
  }

  @Test func aGuideForAnotherAlignmentLeavesTheStackAsItWas() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("bb").alignmentGuide(.trailing) { _ in 0 }
      }.guidesPinnedTopLeading(), columns: 20, rows: 4)
    #expect(Array(host.lines.prefix(2)) == ["a", "bb"])
  }
}

extension View {
  /// The view in the top leading corner of the screen, where a test reads it from row 0.
  fileprivate func guidesPinnedTopLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `.alignmentGuide(_:computeValue:)` in the layers of a `ZStack`, a background or an overlay.
@MainActor
@Suite struct LayerAlignmentGuideBehaviourTests {
  @Test func aZStackGrowsToHoldLayersLinedUpAtTheirGuides() {
    let host = TestHost(
      HStack(spacing: 0) {
        ZStack(alignment: .topLeading) {
          Text("abc")
          Text("x").alignmentGuide(.leading) { _ in -4 }
        }
        Text("|")
      }.layersPinnedTopLeading(), columns: 20, rows: 4)
    // Five columns wide: the bar after it follows the "x".
    #expect(host.lines[0] == "abc x|")
  }

  @Test func anOverlayLinesItsGuideUpWithTheModifiedViewsGuide() {
    let host = TestHost(
      HStack {
        Text("ab")
        Text("Hello").overlay(alignment: .leading) {
          Text("*").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
        }
      }.layersPinnedTopLeading(), columns: 20, rows: 4)
    // The star ends where "Hello" starts: in the gap after "ab".
    #expect(host.lines[0] == "ab*Hello")
  }

  @Test func aFrameLinesTheChildsGuideUpWithItsOwn() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("ab").alignmentGuide(.leading) { _ in -2 }.frame(width: 8, alignment: .leading)
        Text("|")
      }.layersPinnedTopLeading(), columns: 20, rows: 4)
    // The text starts two columns into the frame, whose width stays eight.
    #expect(host.lines[0] == "  ab    |")
  }
}

extension View {
  /// The view in the top leading corner of the screen, where a test reads it from row 0.
  fileprivate func layersPinnedTopLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
