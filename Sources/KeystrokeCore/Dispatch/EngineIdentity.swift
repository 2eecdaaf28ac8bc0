/// The identity of something the engine is told about (a shortcut control, a presentation
/// layer, a view on the focus path), kept apart from other kinds by `Kind`, which it only
/// names.
///
/// It holds a number or text (``IdentityValue``): the framework passes its own integers with
/// ``init(number:)`` and reads them back with ``number``, without turning them into text.
/// Text that spells a number (`"3"`) is that number's identity.
public struct EngineIdentity<Kind>: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  private let value: IdentityValue

  /// The identity's text.
  public var rawValue: String { value.text }

  /// The number the identity was made from, if it is one (see ``init(number:)``).
  public var number: Int? { value.number }

  /// Creates an identity from its text; text spelling a number is that number's identity.
  public init(_ rawValue: String) { value = IdentityValue(text: rawValue) }

  /// Creates an identity from a number (the framework's own node, control or layer number),
  /// which ``number`` gives back without going through text.
  public init(number: Int) { value = .number(number) }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The identity's text.
  public var description: String { rawValue }
}
