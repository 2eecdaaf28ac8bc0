import Foundation

/// A save waiting for the user to confirm it: writing over a read-only file, or replacing
/// another file that already has the path chosen.
@MainActor
final class ConfirmedSaveRequest {
  /// The window whose document is saved.
  let windowID: Int
  /// The file to write.
  let url: URL
  /// What to do once saved (close the window, go on quitting).
  let then: (@MainActor () -> Void)?

  init(windowID: Int, url: URL, then: (@MainActor () -> Void)?) {
    self.windowID = windowID
    self.url = url
    self.then = then
  }
}
