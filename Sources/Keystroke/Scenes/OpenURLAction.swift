import Foundation

/// Opens a URL; read it with `@Environment(\.openURL)` and call it: `openURL(url)`.
///
/// In a terminal the default action hands the URL to the system's opener — `xdg-open` on Linux
/// in a graphical session (`DISPLAY` or `WAYLAND_DISPLAY` set), `open` on macOS — started in
/// the background with no access to the terminal, so the app keeps the screen. Over SSH or on
/// a console there is no opener and the URL is discarded (the completion gets `false`). An app
/// can handle URLs itself with `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled
      case discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did not open the URL, and nothing else should.
    public static let discarded = Result(kind: .discarded)
    /// The handler passes the URL on to the system's opener.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The handler passes `url` (perhaps another one) to the system's opener.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @MainActor (URL) -> Result
  let system: @MainActor (URL) -> Bool

  /// Creates an action that gives each URL to `handler`.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
    system = { SystemURLOpener.live.open($0) }
  }

  init(
    handler: @escaping @MainActor (URL) -> Result = { _ in .systemAction },
    system: @escaping @MainActor (URL) -> Bool
  ) {
    self.handler = handler
    self.system = system
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = perform(url)
  }

  /// Opens `url` and reports whether it was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(perform(url))
  }

  @MainActor
  private func perform(_ url: URL) -> Bool {
    switch handler(url).kind {
    case .handled: return true
    case .discarded: return false
    case .systemAction(let other): return system(other ?? url)
    }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction {
    OpenURLAction(system: { SystemURLOpener.live.open($0) })
  }
}

extension EnvironmentValues {
  /// Opens URLs: the system's opener by default (see ``OpenURLAction``).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
