/// How a preview is laid out. Previews do not run on a terminal, so it has no effect.
public enum PreviewLayout: Sendable {
  /// The whole device.
  case device
  /// The size the view needs.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: Double, height: Double)
}
