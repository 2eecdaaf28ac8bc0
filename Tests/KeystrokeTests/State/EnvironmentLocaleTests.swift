import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Reports the locale it sees.
private struct LocaleProbe: View {
  @Environment(\.locale) private var locale
  let report: @MainActor (String) -> Void

  var body: some View {
    report(locale.identifier)
    return Text(locale.identifier)
  }
}

/// `EnvironmentValues.locale`: its default, the headless hosts' fixed one, and `.environment`.
@MainActor
@Suite struct EnvironmentLocaleTests {
  static let us = Locale(identifier: "en_US")
  static let uk = Locale(identifier: "en_GB")

  @Test func headlessHostsUseAFixedLocaleUnlessTheEnvironmentSetsOne() {
    var reported: [String] = []
    let probe = LocaleProbe { reported.append($0) }
    _ = TestHost(probe, columns: 20, rows: 2)
    let host = TestHost(probe.environment(\.locale, Self.us), columns: 20, rows: 2)
    host.host.environment.locale = Self.uk
    host.host.update()
    #expect(reported.first == "en_001")
    #expect(reported.contains("en_US"))
    #expect(!reported.contains("en_GB"))
    // A host whose own environment names a locale keeps it.
    reported = []
    let set = TestHost(probe, columns: 20, rows: 2)
    set.host.environment.locale = Self.uk
    set.host.update()
    #expect(reported.last == "en_GB")
    #expect(set.text.contains("en_GB"))
  }

  @Test func withoutAHostTheLocaleIsTheCurrentOne() {
    var environment = EnvironmentValues()
    #expect(!environment.hasLocale)
    #expect(environment.locale == Locale.current)
    environment.locale = Self.uk
    #expect(environment.hasLocale && environment.locale == Self.uk)
    #expect(EnvironmentValues.headlessLocale.hourCycle == .zeroToTwentyThree)
  }
}
