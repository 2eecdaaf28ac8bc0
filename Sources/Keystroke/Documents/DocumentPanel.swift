import Foundation

/// The sheet or alert a document window shows over its content; one at a time.
@MainActor
enum DocumentPanel {
  /// The file picker of File › Open….
  case open(FileBrowser)
  /// The path prompt of Save (first time), Save As… and Rename….
  case savePath(SavePathRequest)
  /// A failed read or save: a title naming the file, and the reason.
  case failure(title: String, message: String)
  /// "Save changes?" before closing a window (or quitting) with an edited document.
  case confirmClose(windowID: Int)
  /// "“name” is read-only. Save anyway?" before writing over a read-only file.
  case confirmReadOnly(ConfirmedSaveRequest)
  /// "“name” already exists. Do you want to replace it?" before Save As… (or the first save
  /// of an untitled document) writes over another file.
  case confirmReplace(ConfirmedSaveRequest)
  /// "“name” was changed by another program. Save anyway?" before Save writes over changes
  /// another program made to the document's file since it was read or saved.
  case confirmChanged(ConfirmedSaveRequest)

  /// The kinds, for presentation bindings.
  enum Kind {
    case open, savePath, failure, confirmClose, confirmReadOnly, confirmReplace, confirmChanged
  }

  /// Which panel this is, so that one taking the place of another of its kind (the second
  /// window's "save changes?" while quitting) is told from it.
  var identity: AnyHashable {
    let value: AnyHashable
    switch self {
    case .open(let browser): value = ObjectIdentifier(browser)
    case .savePath(let request): value = ObjectIdentifier(request)
    case .failure(let title, let message): value = [title, message]
    case .confirmClose(let windowID): value = windowID
    case .confirmReadOnly(let request), .confirmReplace(let request),
      .confirmChanged(let request):
      value = ObjectIdentifier(request)
    }
    return [AnyHashable(kind), value]
  }

  /// This panel's kind.
  var kind: Kind {
    switch self {
    case .open: return .open
    case .savePath: return .savePath
    case .failure: return .failure
    case .confirmClose: return .confirmClose
    case .confirmReadOnly: return .confirmReadOnly
    case .confirmReplace: return .confirmReplace
    case .confirmChanged: return .confirmChanged
    }
  }
}

/// A path prompt in progress: what it is for and the path typed so far.
@MainActor
final class SavePathRequest {
  /// What the prompt does with the path.
  enum Purpose {
    /// Save an untitled document, or Save As….
    case save
    /// Move the saved file to the new path (or save an untitled one there).
    case rename
  }

  /// The window whose document is saved.
  let windowID: Int
  /// What the prompt does.
  let purpose: Purpose
  /// The path typed.
  var path: String
  /// What to do once saved (close the window, go on quitting).
  let then: (@MainActor () -> Void)?

  init(windowID: Int, purpose: Purpose, path: String, then: (@MainActor () -> Void)?) {
    self.windowID = windowID
    self.purpose = purpose
    self.path = path
    self.then = then
  }
}
