@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Finds a macro's implementation by the type name its `#externalMacro` declaration gives.
struct MacroProvider: PluginProvider {
  /// The macro a `#externalMacro(module:type:)` declaration names.
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "EntryMacro": EntryMacro.self
    case "PreviewMacro": PreviewMacro.self
    case "PreviewableMacro": PreviewableMacro.self
    default: throw MacroError("KeystrokeMacros has no macro named '\(moduleName).\(typeName)'")
    }
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw MacroError("KeystrokeMacros does not load plugin libraries")
  }

  var features: [PluginFeature] { [] }
}
