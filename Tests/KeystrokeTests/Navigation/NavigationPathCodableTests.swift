import Foundation
import Testing

@testable import Keystroke

/// A screen pushed on a stack, saved with the path.
struct SavedPathTrail: Codable, Hashable {
  var name: String
  var miles: Double
}

/// A value that cannot be written down.
struct UnsavedPathMarker: Hashable {
  var number: Int
}

@Suite struct NavigationPathCodableTests {
  @Test func aPathOfCodableValuesComesBackFromItsJSON() throws {
    var path = NavigationPath()
    path.append(SavedPathTrail(name: "Ridge", miles: 4.5))
    path.append(7)
    path.append("notes")
    let codable = try #require(path.codable)
    let json = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
    #expect(decoded == codable)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 3)
    #expect(restored.elements.first == AnyHashable(SavedPathTrail(name: "Ridge", miles: 4.5)))
  }

  @Test func equalPathsHoldingDictionariesGiveEqualRepresentations() throws {
    // The same contents, reached by different insertions into different capacities, so the
    // two dictionaries list their keys in different orders.
    var first: [String: Int] = [:]
    for number in 0..<40 { first["key\(number)"] = number }
    var second: [String: Int] = Dictionary(minimumCapacity: 500)
    for number in (0..<40).reversed() { second["key\(number)"] = number }
    #expect(first == second)
    var one = NavigationPath()
    one.append(first)
    var other = NavigationPath()
    other.append(second)
    #expect(try #require(one.codable) == (try #require(other.codable)))
  }

  @Test func aValueThatIsNotCodableLeavesNoRepresentation() {
    var path = NavigationPath()
    path.append(3)
    path.append(UnsavedPathMarker(number: 1))
    #expect(path.codable == nil)
    #expect(NavigationPath().codable != nil)
  }

  @Test func aTypeTheProgramDoesNotHaveFailsToDecode() {
    let json = Data(#"[{"type":"NoSuchModule.NoSuchType","value":"1"}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
    }
  }
}
