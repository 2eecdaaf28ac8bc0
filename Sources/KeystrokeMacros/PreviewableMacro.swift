import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable @State var value = …` inside `#Preview`: marks state the preview owns. It adds
/// nothing; the property wrapper beneath it is the declaration.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: the property stays as written.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
