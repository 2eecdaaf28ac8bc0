import KeystrokeMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct EntryMacroTests {
  /// What `@Entry` on the first property of the first extension in `source` expands to.
  private struct Expansion {
    let accessors: [String]
    let peers: [String]
  }

  private func expand(_ source: String) throws -> Expansion {
    let file = Parser.parse(source: source)
    let extensionDecl = try #require(file.statements.first?.item.as(ExtensionDeclSyntax.self))
    let member = try #require(extensionDecl.memberBlock.members.first)
    let variable = try #require(member.decl.as(VariableDeclSyntax.self))
    let attribute = try #require(variable.attributes.first?.as(AttributeSyntax.self))
    let context = BasicMacroExpansionContext(lexicalContext: [Syntax(extensionDecl)])
    let accessors = try EntryMacro.expansion(
      of: attribute, providingAccessorsOf: variable, in: context)
    let peers = try EntryMacro.expansion(of: attribute, providingPeersOf: variable, in: context)
    return Expansion(
      accessors: accessors.map(\.trimmedDescription), peers: peers.map(\.trimmedDescription))
  }

  /// The message `@Entry` reports for `source`, or `nil` when it expands.
  private func problem(_ source: String) -> String? {
    do {
      _ = try expand(source)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func environmentEntryDeclaresAKeyWithItsDefault() throws {
    let expansion = try expand(
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """)
    #expect(
      expansion.accessors == [
        "get { self[__Key_accent.self] }", "set { self[__Key_accent.self] = newValue }",
      ])
    #expect(
      expansion.peers == [
        """
        private struct __Key_accent: Keystroke.EnvironmentKey {
          typealias Value = String
          static var defaultValue: Value { "blue" }
        }
        """
      ])
  }

  @Test(arguments: [
    ("Transaction", "Keystroke.TransactionKey"),
    ("ContainerValues", "Keystroke.ContainerValueKey"),
    ("SwiftUI.EnvironmentValues", "Keystroke.EnvironmentKey"),
  ])
  func eachCollectionGetsItsKeyProtocol(container: String, keyProtocol: String) throws {
    let expansion = try expand("extension \(container) {\n  @Entry var count: Int = 0\n}")
    #expect(expansion.peers.first?.contains("__Key_count: \(keyProtocol)") == true)
  }

  @Test func optionalEntryWithoutADefaultIsNil() throws {
    let expansion = try expand("extension EnvironmentValues {\n  @Entry var note: String?\n}")
    #expect(expansion.peers.first?.contains("static var defaultValue: Value { nil }") == true)
  }

  @Test func focusedEntryKeysTheWrappedType() throws {
    let expansion = try expand("extension FocusedValues {\n  @Entry var title: String?\n}")
    #expect(
      expansion.peers == [
        """
        private struct __Key_title: Keystroke.FocusedValueKey {
          typealias Value = String
        }
        """
      ])
    let spelled = try expand("extension FocusedValues {\n  @Entry var count: Optional<Int>\n}")
    #expect(spelled.peers.first?.contains("typealias Value = Int") == true)
  }

  @Test(arguments: [
    (
      "extension FocusedValues {\n  @Entry var title: String? = \"x\"\n}",
      "A FocusedValues entry cannot have a default value; it is nil when nothing publishes it"
    ),
    (
      "extension FocusedValues {\n  @Entry var title: String\n}",
      "A FocusedValues entry must have an optional type: 'String?'"
    ),
    (
      "extension EnvironmentValues {\n  @Entry var count = 3\n}",
      "@Entry needs the property's type: '@Entry var count: Type = value'"
    ),
    (
      "extension EnvironmentValues {\n  @Entry var count: Int\n}",
      "@Entry needs a default value: '@Entry var count: Int = …'"
    ),
    (
      "extension EnvironmentValues {\n  @Entry let count: Int = 1\n}",
      "@Entry applies to a 'var' property, not a 'let'"
    ),
    (
      "extension Other {\n  @Entry var count: Int = 0\n}",
      "@Entry can only be used in an extension of one of EnvironmentValues, Transaction, "
        + "ContainerValues, FocusedValues"
    ),
  ])
  func misuseIsNamedAtTheAttribute(source: String, message: String) {
    #expect(problem(source) == message)
  }
}
