import Foundation

extension NavigationPath {
  /// The path written down so it can be saved (as JSON, in `@SceneStorage`, …) and a stack
  /// restored from it with `NavigationPath(codable)`: each value's
  /// type and its own JSON, in push order.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// One pushed value: the name the runtime knows its type by, and its JSON.
    struct Item: Codable, Equatable, Sendable {
      var type: String
      var value: String
    }

    var items: [Item]

    init(items: [Item]) { self.items = items }

    /// Reads a path written by `encode(to:)`; throws if a value's type is not in this program
    /// (or is no longer `Codable` and `Hashable`) or its JSON no longer reads as that type.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      items = try container.decode([Item].self)
      for item in items where Self.value(of: item) == nil {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "cannot restore a \(item.type) from \(item.value)")
      }
    }

    /// Writes the path as a list of its values' types and JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(items)
    }

    /// The value `item` stands for, or `nil` if its type cannot be found or its JSON read.
    static func value(of item: Item) -> AnyHashable? {
      guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type else {
        return nil
      }
      return decoded(type, from: Data(item.value.utf8))
    }

    private static func decoded<T: Decodable & Hashable>(_ type: T.Type, from json: Data)
      -> AnyHashable?
    {
      (try? JSONDecoder().decode(T.self, from: json)).map { AnyHashable($0) }
    }

    /// How `value` is written down, or `nil` if it is not `Codable`.
    static func item(for value: AnyHashable) -> Item? {
      // Sorted keys, so equal values give equal representations.
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      guard let codable = value.base as? any Codable, let json = try? encoder.encode(codable)
      else { return nil }
      let type = Swift.type(of: codable)
      return Item(
        type: _mangledTypeName(type) ?? _typeName(type),
        value: String(decoding: json, as: UTF8.self))
    }
  }

  /// The path written down in a form that can be saved, or `nil` if a value on it is not
  /// `Codable`.
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let item = CodableRepresentation.item(for: element) else { return nil }
      items.append(item)
    }
    return CodableRepresentation(items: items)
  }

  /// A path holding the values `codable` describes, as they were pushed.
  public init(_ codable: CodableRepresentation) {
    self.init()
    elements = codable.items.compactMap(CodableRepresentation.value(of:))
  }
}
