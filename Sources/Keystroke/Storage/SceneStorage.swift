import Foundation

/// A value a scene keeps and gets back when the app next opens it, shared by every
/// `@SceneStorage` property with the same key.
///
/// ```swift
/// @SceneStorage("selectedPanel") private var panel: Panel = .overview
/// ```
///
/// A terminal app's scenes come back together with the app, so Keystroke keeps these values in
/// the app's settings file (as ``AppStorage`` does, `$XDG_CONFIG_HOME/<app>/settings.json`),
/// under the key with `scene.` before it, apart from an `@AppStorage` key of the same name (an
/// `@AppStorage("scene.x")` would share `@SceneStorage("x")`'s value). Unlike SwiftUI, the
/// windows of one scene share the value rather than each keeping its own, closing a window
/// does not forget it, and changes are saved as `@AppStorage`'s are: once they pause for half a
/// second, and when the app quits or is suspended (SwiftUI saves scene state when the scene
/// goes to the background), so a field bound to it writes the file once per pause, not per key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let storage: AppStorage<Value>

  private init(key: String, defaultValue: Value, codec: SettingsCodec<Value>) {
    storage = AppStorage(key: "scene." + key, defaultValue: defaultValue, codec: codec)
  }

  /// The kept value, or the default when none is kept. Setting it updates every view that uses
  /// the key and marks the settings file for saving.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the kept value.
  public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage {
  /// Keeps a `Bool` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }

  /// Keeps an `Int` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int)
  }

  /// Keeps a `Double` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }

  /// Keeps a `String` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }

  /// Keeps a `URL` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }

  /// Keeps `Data` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }

  /// Keeps a value with an `Int` raw value under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawInt)
  }

  /// Keeps a value with a `String` raw value under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawString)
  }

  /// Keeps the user's tab customization under `key`; an empty customization by default.
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String)
  where Value == TabViewCustomization {
    self.init(key: key, defaultValue: wrappedValue, codec: .codable)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Keeps an optional `Bool` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.bool.optional)
  }

  /// Keeps an optional `Int` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.int.optional)
  }

  /// Keeps an optional `Double` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.double.optional)
  }

  /// Keeps an optional `String` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.string.optional)
  }

  /// Keeps an optional `URL` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.url.optional)
  }

  /// Keeps optional `Data` under `key`; `nil` when none is kept.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.data.optional)
  }

  /// Keeps an optional value with an `Int` raw value under `key`; `nil` when none is kept.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec<R>.rawInt.optional)
  }

  /// Keeps an optional value with a `String` raw value under `key`; `nil` when none is kept.
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec<R>.rawString.optional)
  }
}
