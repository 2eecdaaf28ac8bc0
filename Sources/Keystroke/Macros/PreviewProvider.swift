/// A type that gives Xcode previews of views, the form before `#Preview`.
///
/// Keystroke accepts conforming types so that files written for SwiftUI compile; nothing
/// shows the previews on a terminal, but `previews` is an ordinary view a test can host.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view `previews` returns.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }

  /// The platform to preview on, or `nil` for the one the build targets.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No particular platform.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can run on.
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
