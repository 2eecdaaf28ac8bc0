import Foundation

/// A save waiting for the user to confirm writing over a read-only file.
@MainActor
final class ReadOnlySaveRequest {
  /// The window whose document is saved.
  let windowID: Int
  /// The read-only file.
  let url: URL
  /// What to do once saved (close the window, go on quitting).
  let then: (@MainActor () -> Void)?

  init(windowID: Int, url: URL, then: (@MainActor () -> Void)?) {
    self.windowID = windowID
    self.url = url
    self.then = then
  }
}
