import Foundation

/// A value kept in the app's settings file, shared by every view that uses the same key and
/// kept across launches.
///
/// ```swift
/// @AppStorage("showCompleted") private var showCompleted = true
/// ```
///
/// Reading it in `body` and changing it (directly or through its ``Binding`` from `$name`)
/// updates every view that uses the key. Keystroke persists settings to its own file,
/// `$XDG_CONFIG_HOME/<app>/settings.json`, written atomically; the `store` parameter is
/// accepted for source compatibility with SwiftUI and is not used. Besides SwiftUI's types,
/// any `Codable` value can be stored (as JSON).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: SettingsCodec<Value>
  let location = AppStorageLink()

  init(key: String, defaultValue: Value, codec: SettingsCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The stored value, or the default when none is stored (or the stored one has the wrong
  /// type). Setting it updates every view that uses the key; the settings file is saved once
  /// changes pause for half a second, and when the app quits (see `docs/storage.md`).
  public var wrappedValue: Value {
    get { location.store.value(forKey: key, as: codec) ?? defaultValue }
    nonmutating set { location.store.set(newValue, forKey: key, as: codec) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

// The codec's closures are pure functions that capture only `Value`'s metatype, and the link is
// itself Sendable, so the wrapper is as Sendable as its default value.
extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage: NodeLinkedProperty {
  func link(to node: ViewNode, place _: Int, environment: EnvironmentValues) {
    let store = environment.settingsStore ?? SettingsStore.current
    AppEnvironment.storeWasUsed = true
    location.link(store)
    store.addObserver(node.graph.invalidation, forKey: key)
  }

  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
    old.settingsStore === new.settingsStore
  }
}

extension AppStorage {
  /// Stores a `Bool` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }

  /// Stores an `Int` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int)
  }

  /// Stores a `Double` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }

  /// Stores a `String` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }

  /// Stores a `URL` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }

  /// Stores a `Date` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, codec: .date)
  }

  /// Stores `Data` under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }

  /// Stores a value with an `Int` raw value under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawInt)
  }

  /// Stores a value with a `String` raw value under `key`, with `wrappedValue` as the default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawString)
  }

  /// Stores any `Codable` value under `key` as JSON, with `wrappedValue` as the default.
  ///
  /// Not in SwiftUI (which needs a `RawRepresentable` wrapper for this); used by
  /// `TabViewCustomization`. SwiftUI's own initializers win where both apply.
  @_disfavoredOverload
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: Codable {
    self.init(key: key, defaultValue: wrappedValue, codec: .codable)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Stores an optional `Bool` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.bool.optional)
  }

  /// Stores an optional `Int` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.int.optional)
  }

  /// Stores an optional `Double` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.double.optional)
  }

  /// Stores an optional `String` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.string.optional)
  }

  /// Stores an optional `URL` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.url.optional)
  }

  /// Stores an optional `Date` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.date.optional)
  }

  /// Stores optional `Data` under `key`; `nil` when none is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec.data.optional)
  }

  /// Stores an optional value with an `Int` raw value under `key`; `nil` when none is stored.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec<R>.rawInt.optional)
  }

  /// Stores an optional value with a `String` raw value under `key`; `nil` when none is
  /// stored.
  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: SettingsCodec<R>.rawString.optional)
  }
}
