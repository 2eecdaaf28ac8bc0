import Foundation

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `gradient` (`.red.gradient`) from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `colors`, spaced evenly, from `startPoint` to `endPoint`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops` from `startPoint` to `endPoint`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient from `startRadius` to `endRadius` around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of `gradient` (`.red.gradient`) out to `endRadius`.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient of `colors`, spaced evenly, from `startRadius` to `endRadius`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `stops` from `startRadius` to `endRadius`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient between two fractions of the filled area's size.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of `gradient` (`.red.gradient`).
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of `colors`, spaced evenly.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle` around `center`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of `gradient` (`.red.gradient`) from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of `colors`, spaced evenly, from `startAngle` to `endAngle`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `stops` from `startAngle` to `endAngle`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient once round `center`, starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A conic gradient of `gradient` (`.red.gradient`) once round `center`.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }

  /// A conic gradient of `colors`, spaced evenly, once round `center`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A conic gradient through `stops` once round `center`.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
