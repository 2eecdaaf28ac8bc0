/// One presentation layer of a window: the base content, or a sheet or alert stacked on it.
///
/// A layer above the base is modal to its window: while it is up, shortcuts on controls in the
/// layers beneath it cannot be reached.
public struct PresentationLayer: Hashable, Sendable, Identifiable {
  /// The stable identity of a layer: a number the framework gives, or text.
  public typealias ID = EngineIdentity<PresentationLayer>

  /// What presented a layer.
  public enum Kind: String, Hashable, Sendable {
    /// The window's own content.
    case content
    /// A sheet presented over the window.
    case sheet
    /// An alert or confirmation dialog presented over the window.
    case alert
  }

  /// The layer's identity.
  public var id: ID
  /// What presented the layer.
  public var kind: Kind
  /// The controls in the layer that carry shortcuts, in leading-to-trailing, depth-first order.
  public var controls: [ShortcutControl]
  /// The text field that has focus in this layer, if any; only the frontmost layer's counts.
  public var focusedTextField: TextFieldFocus?

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - id: The layer's identity.
  ///   - kind: What presented it.
  ///   - controls: The controls with shortcuts, in depth-first order.
  ///   - focusedTextField: The focused text field, if focus is in one.
  public init(
    id: ID, kind: Kind = .content, controls: [ShortcutControl] = [],
    focusedTextField: TextFieldFocus? = nil
  ) {
    self.id = id
    self.kind = kind
    self.controls = controls
    self.focusedTextField = focusedTextField
  }
}
