import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: Xcode's canvas has no terminal counterpart, so a preview expands to
/// nothing. Its arguments are still type-checked, so a preview that would not compile under
/// SwiftUI does not compile here either.
public struct PreviewMacro: DeclarationMacro {
  /// Nothing: the preview's arguments were type-checked before expansion.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
