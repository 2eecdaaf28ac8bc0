import Observation
import Testing

@testable import Keystroke

/// A model object whose name a `ForEach` row builder reads directly.
@Observable
private final class Planet {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// Planets listed by a `ForEach` whose row builder reads each name itself, outside any row's
/// body, in a stack rather than a list.
private struct PlanetStack: View {
  let planets: [Planet]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Planets")
      ForEach(planets, id: \.id) { planet in Text("planet \(planet.name)") }
    }
  }
}

/// A `ForEach`'s row builder runs while the `ForEach` builds, not inside a body, so what it
/// reads of an `@Observable` object is tracked for the `ForEach` itself, as SwiftUI tracks it.
@MainActor
@Suite struct ForEachObservationTests {
  @Test func aPropertyTheRowBuilderReadUpdatesTheRows() {
    let planets = ["Mercury", "Venus", "Earth"].enumerated().map {
      Planet(id: $0.offset, name: $0.element)
    }
    let host = ViewHost(PlanetStack(planets: planets), width: 30, height: 6)
    host.update()
    #expect(host.lines.contains { $0.contains("planet Venus") })
    planets[1].name = "Vesta"
    // Nothing but the row builder read the name: the ForEach itself must ask for the update.
    #expect(host.update())
    #expect(host.lines.contains { $0.contains("planet Vesta") })
    #expect(!host.lines.contains { $0.contains("planet Venus") })
    // Tracked again after the update: a second change shows too.
    planets[1].name = "Pallas"
    #expect(host.update())
    #expect(host.lines.contains { $0.contains("planet Pallas") })
  }
}
