/// How a gauge is drawn; chosen with `.gaugeStyle(_:)`. A terminal gauge is always the linear
/// bar (``Gauge``): circular and capacity styles are drawn as that bar too.
public protocol GaugeStyle: Sendable {}

/// The platform's default gauge style.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar that fills as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar with a marker at the value, for widgets and complications.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar that fills as the value grows, for widgets and complications.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// An open ring with a marker at the value, for widgets and complications.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A closed ring that fills as the value grows, for widgets and complications.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default gauge style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills as the value grows.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar that fills as the value grows.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value (a bar in a terminal).
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring that fills as the value grows (a bar in a terminal).
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets the style of gauges in this view. Accepted: every gauge is drawn as the linear bar.
  public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
