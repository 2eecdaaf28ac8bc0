import Testing

@testable import KeystrokeTerminal

@Suite struct ParameterListTests {
  private static func parse(_ text: String) -> ParameterList? {
    var list = ParameterList()
    let bytes = Array(text.utf8)
    let parsed = bytes.withUnsafeBufferPointer { list.parse($0, 0..<bytes.count) }
    return parsed ? list : nil
  }

  @Test func fieldsAndSubParameters() throws {
    let list = try #require(Self.parse("97:65;6:1;65:66"))
    #expect(list.count == 3)
    #expect(list.subCount(0) == 2)
    #expect(list.value(0) == 97)
    #expect(list.value(0, 1) == 65)
    #expect(list.value(0, 2) == nil)
    #expect(list.value(1, 1) == 1)
    #expect(list.value(2, 1) == 66)
    #expect(list.value(3) == nil)
  }

  @Test func emptyFieldsAreAbsent() throws {
    let list = try #require(Self.parse("97::99;;229"))
    #expect(list.value(0, 1) == nil)
    #expect(list.value(0, 2) == 99)
    #expect(list.value(1) == nil)
    #expect(list.value(2) == 229)
    #expect(try #require(Self.parse("")).count == 0)
  }

  @Test(arguments: ["1?2", "123456789012", "1;a"])
  func malformedTextIsRejected(_ text: String) {
    #expect(Self.parse(text) == nil)
  }

  @Test func reuseForgetsThePreviousSequence() throws {
    var list = ParameterList()
    let first = Array("1;2;3".utf8)
    let second = Array("7".utf8)
    _ = first.withUnsafeBufferPointer { list.parse($0, 0..<first.count) }
    _ = second.withUnsafeBufferPointer { list.parse($0, 0..<second.count) }
    #expect(list.count == 1)
    #expect(list.value(0) == 7)
    #expect(list.value(1) == nil)
  }
}
