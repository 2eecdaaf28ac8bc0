import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.truncationMode` cuts a line too long for its space at its head, tail or middle.
@MainActor
@Suite struct TruncationModeTests {
  private let path = "/home/ana/projects/keystroke/Sources/Views/Text.swift"

  private func line(_ mode: Text.TruncationMode?) -> String {
    let text = Text(path).lineLimit(1)
    let view: AnyView = mode.map { AnyView(text.truncationMode($0)) } ?? AnyView(text)
    let host = TestHost(view.frame(width: 24), columns: 30, rows: 2)
    return host.lines[0].trimmingCharacters(in: .whitespaces)
  }

  @Test func theTailIsCutByDefault() {
    #expect(line(nil).hasSuffix("…"))
    #expect(line(nil).hasPrefix("/home/ana"))
    #expect(line(.tail) == line(nil))
  }

  @Test func theHeadModeKeepsTheEnd() {
    let shown = line(.head)
    #expect(shown.hasPrefix("…"))
    #expect(shown.hasSuffix("Views/Text.swift"))
    #expect(shown.count == 24)
  }

  @Test func theMiddleModeKeepsBothEnds() {
    let shown = line(.middle)
    #expect(shown.hasPrefix("/home/ana/"))
    #expect(shown.hasSuffix("Text.swift"))
    #expect(shown.contains("…"))
    #expect(shown.count == 24)
  }

  @Test func textThatFitsIsNotCut() {
    let host = TestHost(Text("short").lineLimit(1).truncationMode(.middle), columns: 30, rows: 1)
    #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "short")
  }

  @Test func theModeReachesTextThroughTheEnvironment() {
    let view = VStack { Text(path).lineLimit(1) }.truncationMode(.head).frame(width: 20)
    let host = TestHost(view, columns: 30, rows: 2)
    #expect(host.lines[0].contains("…") && host.lines[0].contains("Text.swift"))
  }
}
