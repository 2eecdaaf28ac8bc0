import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` inside an extension of `EnvironmentValues`,
/// `Transaction`, `ContainerValues` or `FocusedValues`: declares a private key type and makes
/// the property read and write the value stored under it.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: String = "blue"
/// }
/// // becomes
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
///   }
///   private struct __Key_accent: Keystroke.EnvironmentKey {
///     typealias Value = String
///     static var defaultValue: Value { "blue" }
///   }
/// }
/// ```
///
/// A `FocusedValues` entry has an optional type and no default, since a focused value is `nil`
/// when nothing publishes it.
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The value collections an entry can extend, with the key protocol of each.
  enum Container: String, CaseIterable {
    case environmentValues = "EnvironmentValues"
    case transaction = "Transaction"
    case containerValues = "ContainerValues"
    case focusedValues = "FocusedValues"

    var keyProtocol: String {
      switch self {
      case .environmentValues: "Keystroke.EnvironmentKey"
      case .transaction: "Keystroke.TransactionKey"
      case .containerValues: "Keystroke.ContainerValueKey"
      case .focusedValues: "Keystroke.FocusedValueKey"
      }
    }
  }

  /// What an entry declares: its name, type and default value.
  struct Declaration {
    let name: String
    let type: TypeSyntax
    /// The initializer's value; `nil` for an optional entry without one.
    let defaultValue: ExprSyntax?
    let container: Container

    var keyName: String { "__Key_" + name }
  }

  /// The property's `get` and `set`, which read and write the value stored under the key.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try parse(declaration, in: context)
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  /// The private key type, conforming to the key protocol of the extended collection.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try parse(declaration, in: context)
    if entry.container == .focusedValues {
      let valueType = try wrappedType(of: entry.type)
      return [
        """
        private struct \(raw: entry.keyName): \(raw: entry.container.keyProtocol) {
          typealias Value = \(valueType.trimmed)
        }
        """
      ]
    }
    let defaultValue = entry.defaultValue ?? "nil"
    return [
      """
      private struct \(raw: entry.keyName): \(raw: entry.container.keyProtocol) {
        typealias Value = \(entry.type.trimmed)
        static var defaultValue: Value { \(defaultValue.trimmed) }
      }
      """
    ]
  }

  /// Reads the property an `@Entry` is attached to and the extension around it.
  static func parse(
    _ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> Declaration {
    let containers = Container.allCases.map(\.rawValue).joined(separator: ", ")
    guard
      let extensionDecl = context.lexicalContext.first?.as(ExtensionDeclSyntax.self),
      let container = Container(rawValue: lastComponent(of: extensionDecl.extendedType))
    else {
      throw MacroError("@Entry can only be used in an extension of one of \(containers)")
    }
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      throw MacroError("@Entry applies to one 'var' property: '@Entry var name: Type = value'")
    }
    if variable.bindingSpecifier.tokenKind != .keyword(.var) {
      throw MacroError("@Entry applies to a 'var' property, not a 'let'")
    }
    let name = identifier.identifier.trimmedDescription
    guard let type = binding.typeAnnotation?.type else {
      throw MacroError("@Entry needs the property's type: '@Entry var \(name): Type = value'")
    }
    if container == .focusedValues {
      if binding.initializer != nil {
        throw MacroError(
          "A FocusedValues entry cannot have a default value; it is nil when nothing publishes it")
      }
      if !isOptional(type) {
        throw MacroError("A FocusedValues entry must have an optional type: '\(type.trimmed)?'")
      }
    }
    if container != .focusedValues, binding.initializer == nil, !isOptional(type) {
      throw MacroError("@Entry needs a default value: '@Entry var \(name): \(type.trimmed) = …'")
    }
    return Declaration(
      name: name, type: type, defaultValue: binding.initializer?.value, container: container)
  }

  /// `EnvironmentValues` for `EnvironmentValues`, `SwiftUI.EnvironmentValues` and
  /// `Keystroke.EnvironmentValues`.
  static func lastComponent(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.trimmedDescription }
    return type.trimmedDescription
  }

  static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    return false
  }

  /// `T` for `T?`, `T!` and `Optional<T>`.
  static func wrappedType(of type: TypeSyntax) throws -> TypeSyntax {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return TypeSyntax("\(argument.argument.trimmed)")
    }
    throw MacroError("A FocusedValues entry must have an optional type: '\(type.trimmed)?'")
  }
}
