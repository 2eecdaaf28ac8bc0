import Foundation

/// What the user changed about a tab view's tabs: which are hidden or shown, and the order of
/// the tabs at the top level and in each section. Store it with `@AppStorage` to keep it across
/// launches, and hand it to the tab view with `.tabViewCustomization($customization)`.
///
/// Tabs and sections are identified by their `.customizationID`. The top level's order is kept
/// under the section ID `""`.
public struct TabViewCustomization: Equatable, Sendable, Codable {
  var visibilities: [String: Visibility] = [:]
  var orders: [String: [String]] = [:]

  /// An empty customization: every tab where the app put it.
  public init() {}

  /// The user's visibility for the tab or section with a customization ID; `.automatic` when
  /// the user has not changed it. `.hidden` hides it in the tab bar and the sidebar, `.visible`
  /// shows it in both even where its default visibility hides it.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { visibilities[id] ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue }
  }

  /// The user's order of the tabs in a section (by customization ID), or `nil` if unchanged.
  public subscript(sectionID id: String) -> [String]? { orders[id] }

  /// Forgets every visibility change.
  public mutating func resetVisibility() { visibilities.removeAll() }

  /// Forgets the order of one section's tabs.
  public mutating func resetSectionOrder(for sectionID: String) { orders[sectionID] = nil }

  /// Forgets every order change.
  public mutating func resetSectionOrder() { orders.removeAll() }

  /// Sets the order of a section's tabs (`""` for the top level).
  mutating func setOrder(_ ids: [String], for sectionID: String) { orders[sectionID] = ids }

  private enum CodingKeys: String, CodingKey {
    case visibility, order
  }

  /// Encodes the hidden and shown tabs and the orders as JSON-friendly dictionaries.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visibilities.mapValues(Self.name(of:)), forKey: .visibility)
    try container.encode(orders, forKey: .order)
  }

  /// Decodes what ``encode(to:)`` wrote; an unknown visibility name is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try container.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
    for (id, name) in names {
      guard let visibility = Self.visibility(named: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .visibility, in: container,
          debugDescription: "unknown tab visibility \"\(name)\" for \"\(id)\"")
      }
      visibilities[id] = visibility
    }
    orders = try container.decodeIfPresent([String: [String]].self, forKey: .order) ?? [:]
  }

  private static func name(of visibility: Visibility) -> String {
    switch visibility {
    case .automatic: "automatic"
    case .visible: "visible"
    case .hidden: "hidden"
    }
  }

  private static func visibility(named name: String) -> Visibility? {
    Visibility.allCases.first { Self.name(of: $0) == name }
  }
}

extension AppStorage {
  /// Stores a tab view customization under `key`, empty by default.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) where Value == TabViewCustomization {
    self.init(key: key, defaultValue: wrappedValue, codec: .codable)
  }
}
