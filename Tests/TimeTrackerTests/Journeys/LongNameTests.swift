import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// A name pasted far longer than a name should be is refused with a message, not saved: a
/// whole file in the name field would otherwise be laid out on every launch.
@MainActor
@Suite(.serialized) struct LongNameTests {
  @Test func aNameOverTheLimitIsNotSaved() throws {
    let app = TrackerHost()
    let long = String(repeating: "x", count: NameLength.maximum + 1)
    try app.play("cmd+2 cmd+n \"\(long)\" cmd+s")
    #expect(app.text.contains("Names are at most 200 characters."))
    #expect(try TimeStore(directory: app.directory).projects().isEmpty)
    try app.play("backspace cmd+s")
    #expect(!app.text.contains("Names are at most"))
    let saved = try TimeStore(directory: app.directory).projects()
    #expect(saved.map(\.name.count) == [NameLength.maximum])
  }

  @Test(arguments: [(199, false), (200, false), (201, true), (5_000, true)])
  func theLimitCountsCharacters(count: Int, isTooLong: Bool) {
    let name = String(repeating: "é", count: count)
    #expect((NameLength.problem(with: name) != nil) == isTooLong)
  }
}
