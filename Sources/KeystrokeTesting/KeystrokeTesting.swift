/// The headless host for running Keystroke apps and views in tests.
///
/// This namespace names the module's version of the key-script language; the host itself arrives
/// with the framework core.
public enum KeystrokeTesting {
  /// The version of the key-script language this module accepts.
  public static let scriptLanguageVersion = 1
}
