@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin that expands Keystroke's macros (`@Entry`, `#Preview`, `@Previewable`).
///
/// The Swift toolchain ships SwiftSyntax's host libraries but not `SwiftCompilerPlugin`, whose
/// `CompilerPlugin` protocol a macro package usually declares its entry point with; this is the
/// same entry point written against the toolchain's message-handling library, so the plugin
/// builds with nothing but the toolchain.
@main
struct KeystrokeMacrosPlugin {
  /// Answers the compiler's requests on standard input and output until it closes them.
  static func main() throws {
    let listener = CompilerPluginMessageListener(
      connection: StandardIOConnection(), provider: MacroProvider())
    try listener.main()
  }
}
