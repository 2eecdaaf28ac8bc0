/// How a view's colours combine with those beneath it, SwiftUI's `BlendMode`. A cell shows one
/// colour, never a mix, so every mode draws as `.normal`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view's colours cover those beneath.
  case normal
  /// Multiplies the colours.
  case multiply
  /// Screens the colours.
  case screen
  /// Overlays the colours.
  case overlay
  /// Keeps the darker colour.
  case darken
  /// Keeps the lighter colour.
  case lighten
  /// Brightens what is beneath.
  case colorDodge
  /// Darkens what is beneath.
  case colorBurn
  /// A soft light.
  case softLight
  /// A hard light.
  case hardLight
  /// The difference of the colours.
  case difference
  /// A lower-contrast difference.
  case exclusion
  /// The view's hue.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// The view where something is beneath.
  case sourceAtop
  /// What is beneath, over the view.
  case destinationOver
  /// What is beneath, cut where the view is.
  case destinationOut
  /// Adds the colours, darkening.
  case plusDarker
  /// Adds the colours, lightening.
  case plusLighter
}
